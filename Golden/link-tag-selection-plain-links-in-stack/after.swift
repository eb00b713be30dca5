import SwiftUI

// Visible links in a stack whose selection is the view's own, starts empty and only drives
// them: plain links push as they did, so they become plain links and the selection goes.
struct WizardView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Next") {
                    Text("Step 1")
                }
                NavigationLink {
                    Text("Step 2")
                } label: {
                    Label("Last", systemImage: "forward")
                }
            }
        }
    }
}
