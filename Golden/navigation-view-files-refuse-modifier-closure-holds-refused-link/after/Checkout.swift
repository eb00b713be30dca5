import SwiftUI

// `CheckoutLinks`, handed to the app's `chrome` modifier in its `extra` closure, is shown in
// the modifier's navigation view. Its links share one flag and are refused, so that navigation
// view stays as it is too: a new stack around old links may not reset their flag on Back.
struct CheckoutLinks: View {
    @Binding var showsNext: Bool

    var body: some View {
        VStack {
            Text("Checkout")
            NavigationLink(destination: Text("Payment"), isActive: $showsNext) {
                EmptyView()
            }
            NavigationLink(destination: Text("Shipping"), isActive: $showsNext) {
                EmptyView()
            }
        }
    }
}

struct Checkout: View {
    @State private var showsNext = false

    var body: some View {
        Button("Next") { showsNext = true }
            .chrome(inNavigation: true) {
                CheckoutLinks(showsNext: $showsNext)
            }
    }
}
