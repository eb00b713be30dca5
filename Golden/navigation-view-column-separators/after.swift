import SwiftUI

struct Album: Identifiable {
    let id: Int
    var title: String
}

struct AlbumList: View {
    var albums: [Album]

    var body: some View {
        List(albums) { album in
            Text(album.title)
        }
    }
}

struct CompactPlayer: View {
    var body: some View {
        NavigationSplitView { AlbumList(albums: []) } detail: { Text("Nothing playing") }
    }
}

struct PlayerView: View {
    var albums: [Album]

    var body: some View {
        NavigationSplitView {
            AlbumList(albums: albums) // sidebar
        } content: {
            // MARK: - Content

            Text("Select an album")
                .font(.headline)
        } detail: {
            /* Detail */
            Text("Select a track") }
    }
}
