import SwiftUI

// The destination reads the row's `self.book` beside a closure that binds a `book` of its
// own: written `book` where the flag moves up, it would read the closure's, so the link
// is refused.
struct BookCell: View {
    @State private var isOpen = false
    var book: Book

    var body: some View {
        Button(book.title) { isOpen = true }
            .background(
                NavigationLink(destination: BookPage(book: self.book, titles: [self.book].map { book in book.title }), isActive: $isOpen) {
                    EmptyView()
                }
            )
    }
}

struct BookPage: View {
    let book: Book
    let titles: [String]

    var body: some View {
        Text(titles.joined())
    }
}
