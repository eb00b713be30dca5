import SwiftUI

enum Pane: Hashable {
    case alpha, beta
}

struct PaneShell: View {
    @State private var pane: Pane?

    var body: some View {
        NavigationView {
            PaneList(pane: $pane)
            Text("Pick a pane")
        }
    }
}

struct PaneList: View {
    @Binding var pane: Pane?

    private var choice: Binding<Pane?> {
        Binding(get: { pane }, set: { pane = $0 })
    }

    var body: some View {
        List {
            NavigationLink("Alpha", tag: Pane.alpha, selection: choice) {
                Text("Alpha")
            }
            NavigationLink("Beta", tag: Pane.beta, selection: choice) {
                Text("Beta")
            }
        }
    }
}
