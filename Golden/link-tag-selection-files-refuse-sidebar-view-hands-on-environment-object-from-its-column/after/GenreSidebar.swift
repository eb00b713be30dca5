import SwiftUI

struct GenreSidebar: View {
    @EnvironmentObject var shelf: Bookshelf
    @Binding var genre: String?

    var body: some View {
        List {
            ForEach(shelf.genres, id: \.self) { name in
                NavigationLink(tag: name, selection: $genre) {
                    GenrePage(name: name)
                } label: {
                    Text(name)
                }
            }
        }
        .environmentObject(shelf)
    }
}

struct GenrePage: View {
    @EnvironmentObject var shelf: Bookshelf
    let name: String

    var body: some View {
        Text("\(name) of \(shelf.genres.count)")
    }
}
