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
        NavigationSplitView {
            ShelfPane(library: library)
        } detail: {
            if let book = library.openBook {
                Text(book.title)
            } else {
                Text("Pick a book")
            }
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
        List(store.books, selection: $store.openBook) { book in
            NavigationLink(book.title, value: book)
        }
    }
}
