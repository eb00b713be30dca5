import SwiftUI

// The app declares a `Color` of its own, so the carrier of the hidden link's destination is
// written `SwiftUI.Color.clear`.
struct PaletteLink: View {
    @Binding var opens: Bool

    var body: some View {
        NavigationLink(destination: Text("Palette"), isActive: $opens) {
            EmptyView()
        }
    }
}

struct Palette: View {
    @State private var opens = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Open") { opens = true }
                PaletteLink(opens: $opens)
            }
        }
        .navigationViewStyle(.stack)
    }
}
