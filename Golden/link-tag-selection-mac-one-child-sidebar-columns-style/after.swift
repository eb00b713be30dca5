// A Mac window's one-child navigation view says `.columns`, as a Mac navigation view always
// has them: its `tag:selection:` links still give it a detail column their selection drives,
// and the style goes with the navigation view.
import SwiftUI

struct InspectorWindow: View {
    @State private var tab: InspectorTab? = .layers

    var body: some View {
        NavigationSplitView {
            List(selection: $tab) {
                NavigationLink("Layers", value: InspectorTab.layers)
                NavigationLink("History", value: InspectorTab.history)
            }
        } detail: {
            switch tab {
            case InspectorTab.layers?:
                Text("No layers")
            case InspectorTab.history?:
                Text("No history")
            default:
                EmptyView()
            }
        }
    }
}

enum InspectorTab: Hashable {
    case layers, history
}
