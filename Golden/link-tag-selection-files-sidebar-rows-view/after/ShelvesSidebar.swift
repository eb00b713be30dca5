import SwiftUI

struct ShelvesSidebar: View {
    @Binding var shelf: Shelf?

    var body: some View {
        List(selection: $shelf) {
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
            NavigationLink(value: Shelf.fiction) {
                Label("Fiction", systemImage: "book")
            }
            NavigationLink(value: Shelf.poetry) {
                Label("Poetry", systemImage: "text.quote")
            }
        }
    }
}
