import SwiftUI

// The helper that holds the hidden link is shown behind two buttons with one flag: a
// `navigationDestination` behind each would be presented by that one flag, so it stays.
struct Checkout: View {
    @State private var paying = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Pay") { paying = true }
                    .background(payLink)
                Button("Pay later") { paying = true }
                    .background(payLink)
            }
        }
    }

    var payLink: some View {
        let receipt = Text("Receipt")
        return NavigationLink(destination: receipt, isActive: $paying) { EmptyView() }
    }
}
