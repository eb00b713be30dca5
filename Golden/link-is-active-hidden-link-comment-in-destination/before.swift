import SwiftUI

// A hidden link with comments inside it: the one inside its destination moves with the
// destination's text and is not left behind as well; those elsewhere in the link (after its
// flag, in its label) are notes on the link, and go above its destination too.
struct HomeView: View {
    @State private var sending = false

    var body: some View {
        NavigationView {
            ZStack {
                NavigationLink(
                    destination: Text("Send") // the send flow
                        .padding(),
                    isActive: $sending // set by the button
                ) {
                    // hidden on purpose
                    EmptyView()
                }
                Button("Send") { sending = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
