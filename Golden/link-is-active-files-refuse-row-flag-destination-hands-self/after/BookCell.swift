import SwiftUI

// The row hands itself to its destination: `self` is `BookCell` here and would be
// another view where the flag moves up, so the link is refused.
struct BookCell: View {
    @State private var isOpen = false
    var book: Book

    var body: some View {
        Button(book.title) { isOpen = true }
            .background(
                NavigationLink(destination: BookPage(cell: self), isActive: $isOpen) {
                    EmptyView()
                }
            )
    }
}

struct BookPage: View {
    let cell: BookCell

    var body: some View {
        Text(cell.book.title)
    }
}
