import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct BookDetail: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

// The destinations use `$0`, the row closure's argument: inside the closure each would move
// into, `$0` would be that closure's own, so the links stay, each with a finding. The link that
// uses `$0` only in its title (which stays an argument) and the one whose destination is the
// closure `$0` is written in are migrated.
struct Shelf: View {
    let books: [Book]

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) {
                    NavigationLink($0.title, destination: BookDetail(book: $0))
                }
                ForEach(books) {
                    NavigationLink(destination: BookDetail(book: $0)) {
                        Text("Open")
                    }
                }
                ForEach(books) {
                    NavigationLink($0.title, destination: Text("About"))
                }
                NavigationLink(destination: List(books) { Text($0.title) }) {
                    Text("All titles")
                }
            }
        }
    }
}
