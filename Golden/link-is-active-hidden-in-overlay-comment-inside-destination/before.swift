import SwiftUI

// A comment written inside a hidden link's destination moves with the destination's text,
// once: it is not also left above the new `navigationDestination`.
struct BagView: View {
    @State private var checkingOut = false

    var body: some View {
        NavigationView {
            Button("Checkout") { checkingOut = true }
                .overlay {
                    NavigationLink(
                        isActive: $checkingOut,
                        destination: {
                            Text(
                                // "Pay now",
                                "Checkout")
                        },
                        label: EmptyView.init)
                }
        }
        .navigationViewStyle(.stack)
    }
}
