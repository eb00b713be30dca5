import SwiftUI

struct Playlist: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct PlaylistView: View {
    let playlist: Playlist

    var body: some View {
        Text(playlist.name)
    }
}

struct MusicSidebar: View {
    let playlists: [Playlist]
    @State private var selected: Playlist?

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                NavigationLink("Library", value: Playlist(id: 0, name: "Library"))
                ForEach(playlists) { playlist in
                    NavigationLink(value: playlist) {
                        Text(playlist.name)
                    }
                }
            }
            .listStyle(.sidebar)
        } detail: {
            if selected == Playlist(id: 0, name: "Library") {
                Text("All songs")
            } else if let playlist = selected, playlists.contains(playlist) {
                PlaylistView(playlist: playlist)
            } else {
                Text("Pick a playlist")
            }
        }
    }
}
