import SwiftUI

// The app declares a `Color` of its own, so the carrier of the hidden link's destination is
// written `SwiftUI.Color.clear`.
struct PaletteLink: View {
    @Binding var opens: Bool

    var body: some View {
        SwiftUI.Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $opens) {
                Text("Palette")
            }
    }
}

struct Palette: View {
    @State private var opens = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open") { opens = true }
                PaletteLink(opens: $opens)
            }
        }
    }
}
