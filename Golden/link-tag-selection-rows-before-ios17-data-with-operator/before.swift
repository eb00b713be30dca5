// Rows a `ForEach` builds from data written with an operator (`archive.pinned + archive.recent`):
// the destination looks the selection up in that data, and is presented while it holds the
// selected row, so the data goes in parentheses before the calls written after it.
import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

final class Archive: ObservableObject {
    @Published var pinned = [Song(id: 1, title: "Intro")]
    @Published var recent = [Song(id: 2, title: "Outro")]
    @Published var playingID: Int?
}

struct Songs: View {
    @StateObject private var archive = Archive()

    var body: some View {
        NavigationView {
            List {
                ForEach(archive.pinned + archive.recent) { song in
                    NavigationLink(tag: song.id, selection: $archive.playingID) {
                        Text(song.title)
                    } label: {
                        Text(song.title)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
