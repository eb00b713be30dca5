import SwiftUI

// A link written inside a sidebar link's destination navigates from that screen, not from the
// sidebar: the sidebar's links are all `tag:selection:` links, so it becomes a split view, and
// its detail column, whose content navigates, gets a stack of its own.
struct Building: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                NavigationLink(destination: Text("Rooms"), tag: 1, selection: $selection) {
                    Text("Rooms")
                }
                NavigationLink(destination: List { NavigationLink("Hall", destination: Text("Hall")) }, tag: 2, selection: $selection) {
                    Text("Floors")
                }
            }
            .listStyle(.sidebar)
        }
    }
}
