import SwiftUI

// Hidden tag:selection links in a `Group` of their own beside the buttons that set their
// selection: the `Group` goes, and the stack around it carries a destination for each.
struct PaymentStep: View {
    @State private var step: Int? = nil

    var body: some View {
        NavigationStack {
            VStack {
                Text("Payment")
                Button("Back to cart") { step = 0 }
                Button("Pay") { step = 1 }
            }
            .navigationDestination(isPresented: Binding(
                get: { step == 0 },
                set: { if !$0, step == 0 { step = nil } }
            )) {
                Text("Cart")
            }
            .navigationDestination(isPresented: Binding(
                get: { step == 1 },
                set: { if !$0, step == 1 { step = nil } }
            )) {
                Text("Receipt")
            }
        }
    }
}
