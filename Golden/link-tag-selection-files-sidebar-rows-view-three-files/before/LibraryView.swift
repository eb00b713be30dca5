// Three files: the split view, a sidebar whose file has no navigation code at all, and the
// rows view whose links select per element of a `ForEach`. The sidebar's file is planned with
// the other two: its list takes the selection, and the three change together.
import SwiftUI

struct Author: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct LibraryView: View {
    var authors: [Author]
    @State private var picked: Author?

    var body: some View {
        NavigationView {
            LibrarySidebar(authors: authors, picked: $picked)
            Text("No author")
                .foregroundStyle(.secondary)
        }
    }
}
