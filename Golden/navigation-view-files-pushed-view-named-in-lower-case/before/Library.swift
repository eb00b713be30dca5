import SwiftUI

// The shelf pushes `iPadBookDetail`, declared in another file with a name that starts with a
// lower-case letter: the index still sees the push, so the detail's own navigation view goes
// (a stack inside this one's would misbehave) rather than become a second stack.
struct Library: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Dune") {
                    iPadBookDetail(title: "Dune")
                }
            }
            .navigationTitle("Library")
        }
        .navigationViewStyle(.stack)
    }
}
