import SwiftUI

// Two hidden links in a `.background`'s stack, the second shown only under `if`: each gets its
// `navigationDestination` (the second presented only while the condition holds), and the
// background, left with nothing, goes. Both links' plans see the `if` go with its link, so
// they agree on removing the whole background.
struct Basket: View {
    @State private var showsCheckout = false
    @State private var showsCoupon = false
    @State private var hasCoupon = true

    var body: some View {
        NavigationView {
            VStack {
                Button("Check out") { showsCheckout = true }
                Button("Coupon") { showsCoupon = true }
            }
            .background(
                ZStack {
                    NavigationLink(destination: Text("Checkout"), isActive: $showsCheckout) { EmptyView() }
                    if hasCoupon {
                        NavigationLink(destination: Text("Coupon"), isActive: $showsCoupon) { EmptyView() }
                    }
                }
            )
        }
        .navigationViewStyle(.stack)
    }
}

struct Wallet: View {
    @State private var showsCard = false
    @State private var showsPass = false
    let hasPass: Bool

    var body: some View {
        NavigationView {
            Text("Wallet")
                .background {
                    Group {
                        if hasPass {
                            NavigationLink(destination: Text("Pass"), isActive: $showsPass) { EmptyView() }
                        }
                        NavigationLink(destination: Text("Card"), isActive: $showsCard) { EmptyView() }
                    }
                }
                .onTapGesture { showsCard = true }
        }
        .navigationViewStyle(.stack)
    }
}
