import SwiftUI

enum Aisle {
    case books, authors

    @ViewBuilder func screen() -> some View {
        switch self {
        case .books: BooksScreen()
        case .authors: Text("Authors")
        }
    }
}
