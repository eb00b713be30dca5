import SwiftUI

struct BookList: View {
    var books: [Book]
    @Binding var selection: Book.ID?

    var body: some View {
        List {
            ForEach(books) { book in
                BookRow(book: book, selection: $selection)
                    .padding(.vertical, 2)
            }
        }
        .navigationTitle("Library")
    }
}

struct BookRow: View {
    var book: Book
    @Binding var selection: Book.ID?

    var body: some View {
        NavigationLink(tag: book.id, selection: $selection) {
            BookDetail(book: book)
        } label: {
            Label(book.title, systemImage: "book")
        }
    }
}

struct BookDetail: View {
    var book: Book

    var body: some View {
        Text(book.author)
            .navigationTitle(book.title)
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            BookRow(book: Book(id: 1, title: "Emma", author: "Jane Austen"), selection: .constant(nil))
        }
    }
}
