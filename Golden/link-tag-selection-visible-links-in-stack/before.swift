import SwiftUI

// A visible link in a stack whose selection code also sets: not a row of a `List` or `Form`,
// where a link is drawn as a button, so it becomes one that selects its tag, and its
// destination is presented while the selection is that tag, as the link pushed it.
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
                .isDetailLink(false)
                Button("Skip ahead") { step = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
