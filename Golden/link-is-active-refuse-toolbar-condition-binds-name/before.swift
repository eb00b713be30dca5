import SwiftUI

// The `if let` binds `coupon` for the link's destination alone: with the destination moved to
// the view the toolbar is on, the toolbar would bind it for nothing. Refused, with what to do.
struct CheckoutScreen: View {
    @State private var showsCoupon = false
    let coupon: String?

    var body: some View {
        NavigationView {
            List {
                Text("Basket")
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if let coupon {
                        NavigationLink(isActive: $showsCoupon, destination: { Text(coupon) }, label: {
                            Button("Coupon") { showsCoupon = true }
                        })
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
