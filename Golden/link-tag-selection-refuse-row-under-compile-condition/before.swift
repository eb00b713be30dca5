import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct AlbumSidebar: View {
    let albums: [Album]
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(albums) { album in
#if os(iOS)
                    NavigationLink(album.title, tag: album.id, selection: $selection) {
                        Text(album.title)
                    }
#endif
                }
            }
            Text("Pick an album")
        }
    }
}
