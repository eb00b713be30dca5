// The sidebar view keeps its selection in its own @State, so the split view in this file has
// nothing to show in its detail column: both are left as they are, with findings saying why.
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

struct LibrarySplitView: View {
    var books: [Book]

    var body: some View {
        NavigationView {
            BookSidebar(books: books)
            Text("Choose a book")
        }
    }
}
