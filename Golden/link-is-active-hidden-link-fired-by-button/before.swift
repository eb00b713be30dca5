import SwiftUI

struct Order {
    var id: Int
}

struct CheckoutView: View {
    var body: some View {
        Text("Checkout")
    }
}

struct OrderHistory: View {
    var body: some View {
        Text("Orders")
    }
}

struct CartView: View {
    @State private var isShowingCheckout = false
    @State private var isShowingHistory = false

    var body: some View {
        NavigationView {
            VStack {
                Text("3 items in your cart")
                Button("Check out") {
                    isShowingCheckout = true
                }
                .buttonStyle(.borderedProminent)
                Button {
                    self.isShowingHistory = true
                } label: {
                    Label("Past orders", systemImage: "clock")
                }

                // Fired by the buttons above.
                NavigationLink(destination: CheckoutView(), isActive: $isShowingCheckout) {
                    EmptyView()
                }
                NavigationLink("", destination: OrderHistory(), isActive: $isShowingHistory)
                    .hidden()
            }
            .navigationTitle("Cart")
        }
    }
}
