import SwiftUI

// Visible links in a stack whose selection is the view's own, starts empty and only drives
// them: plain links push as they did, so they become plain links and the selection goes.
struct WizardView: View {
    @State private var step: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Next", tag: 1, selection: $step) {
                    Text("Step 1")
                }
                NavigationLink(destination: Text("Step 2"), tag: 2, selection: $step) {
                    Label("Last", systemImage: "forward")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
