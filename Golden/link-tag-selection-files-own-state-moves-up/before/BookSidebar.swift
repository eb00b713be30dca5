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

struct BookSidebar_Previews: PreviewProvider {
    static var previews: some View {
        BookSidebar(books: [Book(id: 1, title: "Emma", author: "Jane Austen")])
    }
}
