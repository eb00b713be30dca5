import SwiftUI

struct ShelvesSidebar: View {
    @Binding var shelf: Shelf?

    var body: some View {
        List {
            Text("Library")
            ShelfLinks(shelf: $shelf)
        }
        .listStyle(.sidebar)
    }
}

struct ShelfLinks: View {
    @Binding var shelf: Shelf?

    var body: some View {
        Section("Shelves") {
            NavigationLink(tag: Shelf.fiction, selection: $shelf) {
                Text("Novels")
            } label: {
                Label("Fiction", systemImage: "book")
            }
            NavigationLink(tag: Shelf.poetry, selection: $shelf) {
                Text("Poems")
            } label: {
                Label("Poetry", systemImage: "text.quote")
            }
        }
    }
}
