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
    @State private var selectedBook: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(library.books) { book in
                    NavigationLink(destination: BookPage(book: book), tag: book.id, selection: $selectedBook) {
                        Text(book.title)
                    }
                }
            }
            .onAppear {
                if selectedBook != nil {
                    selectedBook = nil
                }
                library.load()
            }
            .onChange(of: library.shelf) { _ in
                self.selectedBook = nil
            }
            .navigationTitle("Books")
        }
        .navigationViewStyle(.stack)
    }
}
