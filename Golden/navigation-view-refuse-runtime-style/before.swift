import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

struct SongList: View {
    var songs: [Song]

    var body: some View {
        List(songs) { song in
            Text(song.title)
        }
        .navigationTitle("Songs")
    }
}

struct MusicView<Style: NavigationViewStyle>: View {
    var songs: [Song]
    var style: Style

    var body: some View {
        NavigationView {
            SongList(songs: songs)
            Text("Select a song")
        }
        .navigationViewStyle(style)
    }
}
