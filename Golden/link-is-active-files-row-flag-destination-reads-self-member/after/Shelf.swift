import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Shelf: View {
    let books: [Book]
    @State private var isOpen: Book?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(books) { book in
                        BookCell(isOpen: $isOpen, book: book)
                    }
                }
                .navigationDestination(isPresented: Binding(get: { isOpen != nil }, set: { if !$0 { isOpen = nil } })) {
                    if let book = isOpen {
                        BookPage(book: book, title: book.title)
                    }
                }
            }
            .navigationTitle("Shelf")
        }
    }
}
