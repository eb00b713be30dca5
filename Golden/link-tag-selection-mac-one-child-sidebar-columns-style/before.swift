// A Mac window's one-child navigation view says `.columns`, as a Mac navigation view always
// has them: its `tag:selection:` links still give it a detail column their selection drives,
// and the style goes with the navigation view.
import SwiftUI

struct InspectorWindow: View {
    @State private var tab: InspectorTab? = .layers

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Layers", tag: .layers, selection: $tab) {
                    Text("No layers")
                }
                NavigationLink("History", tag: .history, selection: $tab) {
                    Text("No history")
                }
            }
        }
        .navigationViewStyle(.columns)
    }
}

enum InspectorTab: Hashable {
    case layers, history
}
