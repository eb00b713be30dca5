import SwiftUI

// The sidebar's destination is made by a value's call with a trailing closure, which
// navmigrate does not follow to `BooksScreen`, whose link it refuses: the navigation view waits.
enum Section: Int, CaseIterable, Identifiable {
    case books, authors
    var id: Int { rawValue }

    @ViewBuilder func screen<Footer: View>(footer: () -> Footer) -> some View {
        VStack {
            switch self {
            case .books: BooksScreen()
            case .authors: Text("Authors")
            }
            footer()
        }
    }
}

struct BooksScreen: View {
    @State private var addingBook = false

    var body: some View {
        VStack {
            Button("Add book") { addingBook = true }
            NavigationLink(destination: Text("New book"), isActive: $addingBook) { EmptyView() }
                .hidden()
        }
    }
}
