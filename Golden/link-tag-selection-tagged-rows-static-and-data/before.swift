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
        NavigationView {
            List(selection: $selected) {
                NavigationLink("Library", destination: Text("All songs"))
                    .tag(Playlist(id: 0, name: "Library"))
                ForEach(playlists) { playlist in
                    NavigationLink(destination: PlaylistView(playlist: playlist)) {
                        Text(playlist.name)
                    }
                    .tag(playlist)
                }
            }
            .listStyle(.sidebar)
            Text("Pick a playlist")
        }
    }
}
