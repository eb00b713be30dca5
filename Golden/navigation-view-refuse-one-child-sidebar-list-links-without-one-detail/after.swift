// A one-child navigation view whose sidebar list holds `tag:selection:` links that do not
// give one detail column is refused as any sidebar list is, saying what is in the way: a
// plain link beside them, links of two selections, or a list bound to another selection.
import SwiftUI

struct MixedSidebar: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Rooms", tag: 1, selection: $selection) { Text("Rooms") }
                NavigationLink("Hall") { Text("Hall") }
            }
            .listStyle(.sidebar)
        }
    }
}

struct TwoSelectionsSidebar: View {
    @State private var selection: Int?
    @State private var other: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Rooms", tag: 1, selection: $selection) { Text("Rooms") }
                NavigationLink("Hall", tag: 2, selection: $other) { Text("Hall") }
            }
            .listStyle(.sidebar)
        }
    }
}

struct HighlightingSidebar: View {
    @State private var selection: Int?
    @State private var highlighted: Int?

    var body: some View {
        NavigationView {
            List(selection: $highlighted) {
                NavigationLink("Rooms", tag: 1, selection: $selection) { Text("Rooms") }
            }
            .listStyle(.sidebar)
        }
    }
}
