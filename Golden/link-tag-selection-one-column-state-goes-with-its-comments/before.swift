import SwiftUI

struct Pane: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct PaneList: View {
    let panes: [Pane]

    // MARK: - State

    /// The pane whose page is open.
    /// Set by the links below.
    @State private var openPane: Int?
    @State private var filter = "" // what the search field holds

    var body: some View {
        NavigationView {
            List(panes) { pane in
                NavigationLink(tag: pane.id, selection: $openPane) {
                    Text(pane.name)
                } label: {
                    Text(pane.name)
                }
            }
            .searchable(text: $filter)
        }
        .navigationViewStyle(.stack)
    }
}
