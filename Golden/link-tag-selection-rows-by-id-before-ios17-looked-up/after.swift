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
        NavigationStack {
            List {
                ForEach(books) { book in
                    Button(book.title) { openID = book.id }
                }
                Text(openID.map { "Book \($0)" } ?? "No book open")
            }
            .navigationDestination(isPresented: Binding(
                get: { books.contains(where: { $0.id == openID }) },
                set: { if !$0 { openID = nil } }
            )) {
                if let selectedID = openID {
                    if let book = books.first(where: { $0.id == selectedID }) {
                        Text(book.title)
                    }
                }
            }
        }
    }
}
