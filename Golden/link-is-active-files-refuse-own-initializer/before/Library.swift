import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

// Its own navigation view holds a link made by the app's initializer: both stay.
struct LibraryView: View {
    var books: [Book]
    @State private var opened: Book?

    var body: some View {
        NavigationView {
            List(books) { book in
                Button(book.title) { opened = book }
            }
            .background(
                NavigationLink(item: $opened) { book in
                    ReaderView(book: book)
                }
            )
        }
    }
}

// No navigation view of its own: it is pushed in the shelf's navigation view, where its link
// stays a deprecated one, and so that navigation view stays too.
struct ReaderView: View {
    var book: Book
    @State private var note: String?

    var body: some View {
        VStack {
            Text(book.title)
            Button("Notes") { note = "Notes on \(book.title)" }
            NavigationLink(item: $note) { text in
                Text(text)
            }
        }
    }
}

struct ShelfView: View {
    var books: [Book]

    var body: some View {
        NavigationView {
            List(books) { book in
                NavigationLink(book.title) { ReaderView(book: book) }
            }
        }
    }
}
