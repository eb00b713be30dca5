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
        NavigationStack {
            List {
                ForEach(archive.pinned + archive.recent) { song in
                    Button { archive.playingID = song.id } label: {
                        Text(song.title)
                    }
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { (archive.pinned + archive.recent).contains(where: { $0.id == archive.playingID }) },
                set: { if !$0 { archive.playingID = nil } }
            )) {
                if let selectedID = archive.playingID {
                    if let song = (archive.pinned + archive.recent).first(where: { $0.id == selectedID }) {
                        Text(song.title)
                    }
                }
            }
        }
    }
}
