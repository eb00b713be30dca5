import SwiftUI

// A visible link in a stack whose selection code also sets: not a row of a `List` or `Form`,
// where a link is drawn as a button, so it becomes one that selects its tag, and its
// destination is presented while the selection is that tag, as the link pushed it.
struct WizardView: View {
    @State private var step: Int?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Next") { step = 1 }
                Button { step = 2 } label: {
                    Label("Last", systemImage: "forward")
                }
                Button("Skip ahead") { step = 1 }
            }
            .navigationDestination(isPresented: Binding(
                get: { step == 1 },
                set: { if !$0, step == 1 { step = nil } }
            )) {
                Text("Step 1")
            }
            .navigationDestination(isPresented: Binding(
                get: { step == 2 },
                set: { if !$0, step == 2 { step = nil } }
            )) {
                Text("Step 2")
            }
        }
    }
}
