// The sidebar's list repeats a row view with a `ForEach`, one per book, and each row holds one
// link whose tag is computed from the book it is handed: the list takes the selection, each
// row's link becomes a value link, and the split view's detail column looks the selected book
// up in the data it hands the sidebar (`library.books`), binding it to the row's property name,
// which the destination reads.
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

final class Library: ObservableObject {
    @Published var books: [Book] = []
}

struct LibrarySplitView: View {
    @StateObject private var library = Library()
    @State private var selection: Book.ID?

    var body: some View {
        NavigationSplitView {
            BookList(books: library.books, selection: $selection)
        } detail: {
            if let selection = selection, let book = library.books.first(where: { $0.id == selection }) {
                BookDetail(book: book)
            } else {
                Text("Choose a book")
            }
        }
    }
}
