import SwiftUI

struct Pane: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct PaneList: View {
    let panes: [Pane]

    // MARK: - State

    @State private var filter = "" // what the search field holds

    var body: some View {
        NavigationStack {
            List(panes) { pane in
                NavigationLink {
                    Text(pane.name)
                } label: {
                    Text(pane.name)
                }
            }
            .searchable(text: $filter)
        }
    }
}
