import SwiftUI

enum Drawer: Hashable {
    case pens, clips
}

enum Shelf: Hashable {
    case books, plants
}

struct DrawerList: View {
    @Binding var pick: Drawer?

    var body: some View {
        List {
            NavigationLink(tag: Drawer.pens, selection: $pick) { Text("Pens") } label: { Text("Pens") }
            NavigationLink(tag: Drawer.clips, selection: $pick) { Text("Clips") } label: { Text("Clips") }
        }
    }
}

struct ShelfList: View {
    @Binding var pick: Shelf?

    var body: some View {
        List {
            NavigationLink(tag: Shelf.books, selection: $pick) { Text("Books") } label: { Text("Books") }
            NavigationLink(tag: Shelf.plants, selection: $pick) { Text("Plants") } label: { Text("Plants") }
        }
    }
}
