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
        NavigationStack {
            ScrollView {
                VStack {
                    Button { step = Step.backup } label: {
                        Text("Back up")
                    }
                    Button { step = Step.feedback } label: {
                        Text("Feedback")
                    }
                    Button("Reset") { confirmsReset = true }
                }
                .navigationDestination(isPresented: $confirmsReset) {
                    Text("Reset")
                }
                .navigationDestination(isPresented: Binding(
                    get: { step == Step.backup },
                    set: { if !$0, step == Step.backup { step = nil } }
                )) {
                    Text("Backup")
                }
                .navigationDestination(isPresented: Binding(
                    get: { step == Step.feedback },
                    set: { if !$0, step == Step.feedback { step = nil } }
                )) {
                    FeedbackForm(step: $step)
                }
            }
        }
    }
}
