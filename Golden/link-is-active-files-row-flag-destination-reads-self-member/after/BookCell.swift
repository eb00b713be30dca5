import SwiftUI

// The row's destination reads its own `book` as `self.book`: moved up into `Shelf`,
// it is the book the flag carries, written `book`.
struct BookCell: View {
    @Binding var isOpen: Book?
    var book: Book

    var body: some View {
        Button(book.title) { isOpen = book }
    }
}

struct BookPage: View {
    let book: Book
    let title: String

    var body: some View {
        Text(title)
    }
}
