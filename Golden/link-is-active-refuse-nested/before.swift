import SwiftUI

struct ShippingView: View {
    var body: some View {
        Text("Shipping")
    }
}

struct PaymentView: View {
    var body: some View {
        Text("Payment")
    }
}

struct HelpView: View {
    var body: some View {
        Text("Help")
    }
}

struct CheckoutFlow: View {
    @State private var isShowingShipping = false
    @State private var isShowingPayment = false
    @State private var isShowingHelp = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Start checkout", isActive: $isShowingShipping) {
                    VStack {
                        ShippingView()
                        NavigationLink("Continue to payment", isActive: $isShowingPayment) {
                            PaymentView()
                        }
                    }
                }
                NavigationLink("Help", isActive: $isShowingHelp) {
                    HelpView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
