import SwiftUI

struct BookSidebar: View {
    var books: [Book]
    @State var selection: Book.ID?

    var body: some View {
        List {
            ForEach(books) { book in
                NavigationLink(book.title, tag: book.id, selection: $selection) {
                    Text(book.author)
                        .navigationTitle(book.title)
                }
            }
        }
        .navigationTitle("Library")
    }
}
