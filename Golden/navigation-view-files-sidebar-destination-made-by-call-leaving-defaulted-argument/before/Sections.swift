import SwiftUI

final class Library: ObservableObject {
    @Published var shelfName = ""
}

enum Section: Int, CaseIterable, Identifiable {
    case books, authors
    var id: Int { rawValue }

    @ViewBuilder func screen(in library: Library? = nil, compact: Bool = false) -> some View {
        switch self {
        case .books: BooksScreen()
        case .authors: Text("Authors")
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
