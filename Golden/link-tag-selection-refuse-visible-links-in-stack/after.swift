import SwiftUI

// A visible link in a stack whose selection code also sets: not a row of a `List` or `Form`,
// and its label is not a button that selects it, so nothing can stand in its place that both
// shows it and follows the selection. Left as it is, with a finding, with its navigation view.
struct WizardView: View {
    @State private var step: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Next", tag: 1, selection: $step) {
                    Text("Step 1")
                }
                Button("Skip ahead") { step = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
