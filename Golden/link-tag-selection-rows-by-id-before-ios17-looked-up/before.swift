import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

// Tags are the rows' ids, and the selection is also shown in the footer: before iOS 17 one
// destination is presented while an id is selected, with its book looked up in the same data.
struct Shelf: View {
    let books: [Book]
    @State private var openID: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(books) { book in
                    NavigationLink(book.title, tag: book.id, selection: $openID) {
                        Text(book.title)
                    }
                }
                Text(openID.map { "Book \($0)" } ?? "No book open")
            }
        }
        .navigationViewStyle(.stack)
    }
}
