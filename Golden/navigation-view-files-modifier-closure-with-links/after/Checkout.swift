import SwiftUI

// `CheckoutLinks`, handed to the app's `chrome` modifier in its `extra` closure, is shown in
// the modifier's navigation view: its hidden link migrates with that navigation view, which
// becomes a stack. The `Group` that holds only the link keeps its sheet, on the `Color.clear`
// that carries the destination.
struct CheckoutLinks: View {
    @Binding var showsPayment: Bool
    @Binding var showsHelp: Bool

    var body: some View {
        Group {
            Color.clear
                .frame(width: 0, height: 0)
                .navigationDestination(isPresented: $showsPayment) {
                    Text("Payment")
                }
        }
        .sheet(isPresented: $showsHelp) {
            Text("Help")
        }
    }
}

struct Checkout: View {
    @State private var showsPayment = false
    @State private var showsHelp = false

    var body: some View {
        Button("Pay") { showsPayment = true }
            .chrome(inNavigation: true) {
                CheckoutLinks(showsPayment: $showsPayment, showsHelp: $showsHelp)
            }
    }
}
