import SwiftUI

struct Bookmark: Identifiable {
    let id: Int
    var title: String
}

struct BookmarksView: View {
    var bookmarks: [Bookmark]

    var body: some View {
        NavigationView {
            List(bookmarks) { bookmark in
                Text(bookmark.title)
            }
            .navigationTitle("Bookmarks")
        }
        .navigationViewStyle(.columns)
    }
}
