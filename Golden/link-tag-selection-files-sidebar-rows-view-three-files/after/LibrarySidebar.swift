import SwiftUI

struct LibrarySidebar: View {
    var authors: [Author]
    @Binding var picked: Author?

    var body: some View {
        List(selection: $picked) {
            AuthorRows(authors: authors, picked: $picked)
        }
        .listStyle(.sidebar)
    }
}
