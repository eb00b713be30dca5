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
        NavigationSplitView {
            LibraryInfo(library: library)
        } content: {
            List(library.books, id: \.self, selection: $selectedBook) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(book.author)
                            .font(.caption)
                    }
                }
            }
            .navigationTitle("Books")
        } detail: {
            if let book = selectedBook {
                BookDetail(book: book)
            } else {
                Text("Choose a book")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
