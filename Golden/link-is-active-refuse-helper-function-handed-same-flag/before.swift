import SwiftUI

// The helper takes its link's flag, and the view hands it the same flag in two places: a
// `navigationDestination` at each would be presented by that one flag, so it stays.
struct Basket: View {
    @State private var checkingOut = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Check out") { checkingOut = true }
                    .background(checkoutLink(isActive: $checkingOut))
                Button("Buy now") { checkingOut = true }
                    .background(checkoutLink(isActive: $checkingOut))
            }
        }
    }

    func checkoutLink(isActive: Binding<Bool>) -> some View {
        NavigationLink(destination: Text("Checkout"), isActive: isActive) { EmptyView() }
    }
}
