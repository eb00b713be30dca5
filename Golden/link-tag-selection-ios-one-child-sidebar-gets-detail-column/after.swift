// A navigation view of one child, a sidebar list of `tag:selection:` links: on iPad it showed
// the selected link's destination in the detail column beside the list, and on iPhone it was a
// stack that the links pushed onto. It becomes a split view of the list and a detail column the
// selection drives, empty until a row is selected as before; on iPhone the split view collapses
// to a stack, and its rows push the detail as the links did.
// The selection starts on `.rooms`. The old view showed Rooms at launch: in the detail column on
// iPad, pushed over the list on iPhone (the link was active). The split view does too: its
// detail column shows Rooms on iPad, and on iPhone the collapsed stack opens on the detail of a
// selection that is set when it appears, with Back to the list.
import SwiftUI

struct HomeSidebar: View {
    @State private var area: Area? = .rooms

    var body: some View {
        NavigationSplitView {
            List(selection: $area) {
                NavigationLink(value: Area.rooms) {
                    Label("Rooms", systemImage: "house")
                }
                NavigationLink(value: Area.settings) {
                    Label("Settings", systemImage: "gear")
                }
            }
            .listStyle(SidebarListStyle())
            .navigationTitle("Home")
        } detail: {
            switch area {
            case Area.rooms?:
                RoomsView()
            case Area.settings?:
                Text("Settings")
            default:
                EmptyView()
            }
        }
    }
}

enum Area: Hashable {
    case rooms, settings
}

struct RoomsView: View {
    var body: some View {
        Text("Rooms")
    }
}
