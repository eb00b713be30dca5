import SwiftUI

// A link written inside a sidebar link's destination navigates from that screen, not from the
// sidebar: the sidebar's links are all `tag:selection:` links, so it becomes a split view, and
// its detail column, whose content navigates, gets a stack of its own.
struct Building: View {
    @State private var selection: Int?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: 1) {
                    Text("Rooms")
                }
                NavigationLink(value: 2) {
                    Text("Floors")
                }
            }
            .listStyle(.sidebar)
        } detail: {
            NavigationStack {
                switch selection {
                case 1?:
                    Text("Rooms")
                case 2?:
                    List { NavigationLink("Hall") { Text("Hall") } }
                default:
                    EmptyView()
                }
            }
        }
    }
}
