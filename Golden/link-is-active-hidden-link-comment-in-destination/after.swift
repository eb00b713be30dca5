import SwiftUI

// A hidden link with comments inside it: the one inside its destination moves with the
// destination's text and is not left behind as well; those elsewhere in the link (after its
// flag, in its label) are notes on the link, and go above its destination too.
struct HomeView: View {
    @State private var sending = false

    var body: some View {
        NavigationStack {
            ZStack {
                Button("Send") { sending = true }
            }
            // set by the button
            // hidden on purpose
            .navigationDestination(isPresented: $sending) {
                Text("Send") // the send flow
                    .padding()
            }
        }
    }
}
