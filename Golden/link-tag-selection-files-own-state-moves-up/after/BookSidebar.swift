import SwiftUI

struct BookSidebar: View {
    var books: [Book]
    @Binding var selection: Book.ID?

    var body: some View {
        List(books, selection: $selection) { book in
            NavigationLink(book.title, value: book.id)
        }
        .navigationTitle("Library")
    }
}

struct BookSidebar_Previews: PreviewProvider {
    static var previews: some View {
        BookSidebar(books: [Book(id: 1, title: "Emma", author: "Jane Austen")], selection: .constant(nil))
    }
}
