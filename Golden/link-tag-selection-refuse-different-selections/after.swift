import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Playlist: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct AlbumView: View {
    var album: Album

    var body: some View {
        Text(album.title)
    }
}

struct PlaylistView: View {
    var playlist: Playlist

    var body: some View {
        Text(playlist.name)
    }
}

struct MusicSidebar: View {
    var albums: [Album]
    var playlists: [Playlist]
    @State private var album: Album?
    @State private var playlist: Playlist?

    var body: some View {
        NavigationView {
            List {
                Section("Albums") {
                    ForEach(albums) { album in
                        NavigationLink(album.title, tag: album, selection: $album) {
                            AlbumView(album: album)
                        }
                    }
                }
                Section("Playlists") {
                    ForEach(playlists) { playlist in
                        NavigationLink(playlist.name, tag: playlist, selection: $playlist) {
                            PlaylistView(playlist: playlist)
                        }
                    }
                }
            }
            Text("Choose something to play")
        }
    }
}
