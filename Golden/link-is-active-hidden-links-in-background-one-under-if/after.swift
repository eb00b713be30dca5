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
        NavigationStack {
            VStack {
                Button("Check out") { showsCheckout = true }
                Button("Coupon") { showsCoupon = true }
            }
            .navigationDestination(isPresented: $showsCheckout) {
                Text("Checkout")
            }
            .navigationDestination(isPresented: hasCoupon ? $showsCoupon : .constant(false)) {
                Text("Coupon")
            }
        }
    }
}

struct Wallet: View {
    @State private var showsCard = false
    @State private var showsPass = false
    let hasPass: Bool

    var body: some View {
        NavigationStack {
            Text("Wallet")
                .onTapGesture { showsCard = true }
                .navigationDestination(isPresented: hasPass ? $showsPass : .constant(false)) {
                    Text("Pass")
                }
                .navigationDestination(isPresented: $showsCard) {
                    Text("Card")
                }
        }
    }
}
