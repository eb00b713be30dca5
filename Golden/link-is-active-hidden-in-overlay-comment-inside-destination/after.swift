import SwiftUI

// A comment written inside a hidden link's destination moves with the destination's text,
// once: it is not also left above the new `navigationDestination`.
struct BagView: View {
    @State private var checkingOut = false

    var body: some View {
        NavigationStack {
            Button("Checkout") { checkingOut = true }
                .navigationDestination(isPresented: $checkingOut) {
                    Text(
                        // "Pay now",
                        "Checkout")
                }
        }
    }
}
