import SwiftUI

enum Step: Hashable {
    case backup
    case feedback
}

struct FeedbackForm: View {
    @Binding var step: Step?

    var body: some View {
        Button("Send") { step = nil }
    }
}

// A screen with both kinds of programmatic link in one column: the selection picks one of two
// links (and a child view clears it), a flag drives a hidden link a button sets. Each link
// pushes its own destination, so both kinds migrate together.
struct TroubleScreen: View {
    @State private var step: Step?
    @State private var confirmsReset = false

    var body: some View {
        NavigationView {
            ScrollView {
                VStack {
                    NavigationLink(destination: Text("Backup"), tag: Step.backup, selection: $step) {
                        Text("Back up")
                    }
                    NavigationLink(destination: FeedbackForm(step: $step), tag: Step.feedback, selection: $step) {
                        Text("Feedback")
                    }
                    Button("Reset") { confirmsReset = true }
                    NavigationLink(destination: Text("Reset"), isActive: $confirmsReset) {
                        EmptyView()
                    }
                }
            }
        }
    }
}
