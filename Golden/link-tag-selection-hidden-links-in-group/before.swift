import SwiftUI

// Hidden tag:selection links in a `Group` of their own beside the buttons that set their
// selection: the `Group` goes, and the stack around it carries a destination for each.
struct PaymentStep: View {
    @State private var step: Int? = nil

    var body: some View {
        NavigationView {
            VStack {
                Text("Payment")
                Button("Back to cart") { step = 0 }
                Button("Pay") { step = 1 }
                Group {
                    NavigationLink(destination: Text("Cart"), tag: 0, selection: $step) { EmptyView() }
                    NavigationLink(destination: Text("Receipt"), tag: 1, selection: $step) { EmptyView() }
                }
            }
        }
    }
}
