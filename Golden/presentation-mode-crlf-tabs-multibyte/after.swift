import SwiftUI

/// Fenêtre « Réglages » 🛠️ qui se ferme elle-même.
struct RéglagesView: View {
	@Environment(\.dismiss) private var dismiss // 🔒 modal
	@Environment(\.isPresented) private var isPresented
	let titre = "Réglages — été"

	var body: some View {
		VStack {
			Text(titre)
			Button("Fermer ✅") { /* 💡 */ dismiss() }
			Text("Présenté : \(isPresented ? "oui" : "non")")
		}
	}
}
