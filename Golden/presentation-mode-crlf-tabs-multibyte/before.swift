import SwiftUI

/// Fenêtre « Réglages » 🛠️ qui se ferme elle-même.
struct RéglagesView: View {
	@Environment(\.presentationMode) private var presentationMode // 🔒 modal
	let titre = "Réglages — été"

	var body: some View {
		VStack {
			Text(titre)
			Button("Fermer ✅") { /* 💡 */ presentationMode.wrappedValue.dismiss() }
			Text("Présenté : \(presentationMode.wrappedValue.isPresented ? "oui" : "non")")
		}
	}
}
