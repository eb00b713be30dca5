// A comment inside the `.background { }` that held the hidden link is a note on the link: it
// goes above the link's destination, not onto the modifier after the background.
import SwiftUI

struct FeedbackForm: View {
    @State private var isSent = false

    var body: some View {
        NavigationView {
            Form {
                Button("Send") { isSent = true }
            }
            .background {
                // Hidden link: swap for navigationDestination once we can
                NavigationLink(isActive: $isSent) {
                    Text("Thanks")
                } label: {
                    EmptyView()
                }
            }
            .background(Color.gray)
            .navigationTitle("Feedback")
        }
    }
}
