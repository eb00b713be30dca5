// The row's file imports a module for testing (`@testable`, which reaches its internal
// types), one under `#if canImport(...)`, and one twice: the split view's file, whose detail
// column now shows the row's destination, gets each as written there, once, with a note.
import SwiftUI

struct Corn: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct Field: View {
    var corns: [Corn]
    @State private var picked: Int?

    var body: some View {
        NavigationView {
            CornList(corns: corns, picked: $picked)
            Text("Pick one")
        }
    }
}

struct CornList: View {
    var corns: [Corn]
    @Binding var picked: Int?

    var body: some View {
        List {
            ForEach(corns) { corn in
                CornRow(corn: corn, picked: $picked)
            }
        }
    }
}
