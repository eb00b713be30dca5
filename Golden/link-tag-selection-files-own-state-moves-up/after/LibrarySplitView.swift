// The sidebar view keeps its selection in its own @State, which the split view's detail column
// could not read: the state moves up into the split view, which hands it down as a @Binding
// (the sidebar's preview gets a constant), and the detail looks the book up in the data the
// split view already hands the sidebar.
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

struct LibrarySplitView: View {
    var books: [Book]
    @State private var selection: Book.ID?

    var body: some View {
        NavigationSplitView {
            BookSidebar(books: books, selection: $selection)
        } detail: {
            if let selection = selection, let book = books.first(where: { $0.id == selection }) {
                Text(book.author)
                    .navigationTitle(book.title)
            } else {
                Text("Choose a book")
            }
        }
    }
}
