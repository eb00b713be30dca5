import SwiftUI

struct Library: Identifiable {
    let id: Int
    var name: String
    var books: [Book]
}

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

struct LibraryInfo: View {
    var library: Library

    var body: some View {
        VStack(alignment: .leading) {
            Text(library.name)
                .font(.headline)
            Text("\(library.books.count) books")
        }
    }
}

struct BookDetail: View {
    var book: Book

    var body: some View {
        VStack {
            Text(book.title)
                .font(.largeTitle)
            Text(book.author)
        }
    }
}

struct LibraryBrowser: View {
    var library: Library
    @State private var selectedBook: Book?

    var body: some View {
        NavigationView {
            LibraryInfo(library: library)
            List {
                ForEach(library.books, id: \.self) { book in
                    NavigationLink(tag: book, selection: $selectedBook) {
                        BookDetail(book: book)
                    } label: {
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.caption)
                        }
                    }
                }
            }
            .navigationTitle("Books")
            Text("Choose a book")
                .foregroundStyle(.secondary)
        }
    }
}
