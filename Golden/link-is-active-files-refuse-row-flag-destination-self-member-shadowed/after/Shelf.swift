import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Shelf: View {
    let books: [Book]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVStack {
                    ForEach(books) { book in
                        BookCell(book: book)
                    }
                }
            }
            .navigationTitle("Shelf")
        }
        .navigationViewStyle(.stack)
    }
}
