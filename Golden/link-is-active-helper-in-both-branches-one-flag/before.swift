import SwiftUI

// The helper that holds the hidden link is shown in both branches of an `if`, with one flag:
// only one of the two is ever on screen, so the flag presents the destination of that one.
struct Checkout: View {
    @State private var paying = false
    let compact: Bool

    var body: some View {
        NavigationView {
            if compact {
                Button("Pay") { paying = true }
                    .background(payLink)
            } else {
                HStack {
                    Text("Total")
                    Button("Pay now") { paying = true }
                        .background(payLink)
                }
            }
        }
    }

    var payLink: some View {
        let receipt = Text("Receipt")
        return NavigationLink(destination: receipt, isActive: $paying) { EmptyView() }
    }
}
