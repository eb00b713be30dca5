// The shelf list's links select through a member of the library object, which the split view
// hands down as an argument through the pane: the list takes `$store.openBook` and the split
// view's detail column reads `library.openBook`, its own name for the same object.
import SwiftUI

final class Library: ObservableObject {
    @Published var openBook: Book?
    var books: [Book] = []
}

struct Book: Identifiable, Hashable { let id: Int; var title: String }

struct LibraryView: View {
    @ObservedObject var library: Library

    var body: some View {
        NavigationView {
            ShelfPane(library: library)
            Text("Pick a book")
        }
    }
}

struct ShelfPane: View {
    @ObservedObject var library: Library

    var body: some View {
        ShelfList(store: library)
            .navigationTitle("Shelf")
    }
}

struct ShelfList: View {
    @ObservedObject var store: Library

    var body: some View {
        List(store.books) { book in
            NavigationLink(book.title, tag: book, selection: $store.openBook) {
                Text(book.title)
            }
        }
    }
}
