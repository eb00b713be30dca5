// A sidebar link opens a view whose own navigation view has two columns, which stays as it is
// (it cannot sit inside a stack): the sidebar's links and its navigation view wait for it,
// rather than show it inside the detail column's new stack.
import SwiftUI

enum Shelf: Hashable { case recent, folders }

struct ArchiveRoot: View {
    @State private var shelf: Shelf?
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Recent"), tag: Shelf.recent, selection: $shelf) { Text("Recent") }
                NavigationLink(destination: FoldersPane(), tag: Shelf.folders, selection: $shelf) { Text("Folders") }
            }
            .listStyle(.sidebar)
            EmptyView()
        }
    }
}

struct FoldersPane: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink { Text("Work files") } label: { Text("Work") }
            }
            EmptyView()
        }
    }
}
