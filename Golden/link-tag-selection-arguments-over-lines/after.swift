import SwiftUI

enum Pane: Hashable {
    case general, privacy
}

// Links whose arguments are written one per line: the tag alone is left, on the link's line.
struct PreferencesView: View {
    @State private var pane: Pane? = .general

    var body: some View {
        NavigationSplitView {
            List(selection: $pane) {
                NavigationLink(value: Pane.general) {
                    Label("General", systemImage: "gear")
                }
                NavigationLink(value: Pane.privacy) {
                    Label("Privacy", systemImage: "hand.raised")
                }
            }
        } detail: {
            switch pane {
            case Pane.general?:
                Text("General")
            case Pane.privacy?:
                Text("Privacy")
            default:
                Text("Pick a pane")
            }
        }
    }
}
