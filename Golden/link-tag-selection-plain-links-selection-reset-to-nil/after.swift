import SwiftUI

// A one-column list whose selection only drives its links, but for resets to `nil` that clear
// the row left selected on return (`.onAppear`, `.onChange`): with plain links nothing is
// selected, so the resets go with the selection; what else those closures run stays.
struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct BookPage: View {
    let book: Book
    var body: some View { Text(book.title) }
}

final class Library: ObservableObject {
    @Published var books: [Book] = []
    @Published var shelf = 0
    func load() {}
}

struct BookList: View {
    @StateObject private var library = Library()

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.books) { book in
                    NavigationLink {
                        BookPage(book: book)
                    } label: {
                        Text(book.title)
                    }
                }
            }
            .onAppear {
                library.load()
            }
            .navigationTitle("Books")
        }
    }
}
