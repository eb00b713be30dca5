// A comment inside the `.background { }` that held the hidden link is a note on the link: it
// goes above the link's destination, not onto the modifier after the background.
import SwiftUI

struct FeedbackForm: View {
    @State private var isSent = false

    var body: some View {
        NavigationStack {
            Form {
                Button("Send") { isSent = true }
            }
            .background(Color.gray)
            .navigationTitle("Feedback")
            // Hidden link: swap for navigationDestination once we can
            .navigationDestination(isPresented: $isSent) {
                Text("Thanks")
            }
        }
    }
}
