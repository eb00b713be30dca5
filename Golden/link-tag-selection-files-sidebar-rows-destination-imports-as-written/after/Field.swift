// The row's file imports a module for testing (`@testable`, which reaches its internal
// types), one under `#if canImport(...)`, and one twice: the split view's file, whose detail
// column now shows the row's destination, gets each as written there, once, with a note.
import SwiftUI
@testable import Seeds
#if canImport(Badges)
import Badges
#endif
import Seeds

struct Corn: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct Field: View {
    var corns: [Corn]
    @State private var picked: Int?

    var body: some View {
        NavigationSplitView {
            CornList(corns: corns, picked: $picked)
        } detail: {
            if let picked = picked, let corn = corns.first(where: { $0.id == picked }) {
                SeedBadge(corn.name)
            } else {
                Text("Pick one")
            }
        }
    }
}

struct CornList: View {
    var corns: [Corn]
    @Binding var picked: Int?

    var body: some View {
        List(selection: $picked) {
            ForEach(corns) { corn in
                CornRow(corn: corn, picked: $picked)
            }
        }
    }
}
