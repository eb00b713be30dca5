import SwiftUI

// The row's destination reads its own `book` as `self.book`: moved up into `Shelf`,
// it is the book the flag carries, written `book`.
struct BookCell: View {
    @State private var isOpen = false
    var book: Book

    var body: some View {
        Button(book.title) { isOpen = true }
            .background(
                NavigationLink(destination: BookPage(book: self.book, title: self.book.title), isActive: $isOpen) {
                    EmptyView()
                }
            )
    }
}

struct BookPage: View {
    let book: Book
    let title: String

    var body: some View {
        Text(title)
    }
}
