import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct EpisodePlayer: View {
    var episode: Episode

    var body: some View {
        Text("Now playing \(episode.title)")
    }
}

struct EpisodeList: View {
    var episodes: [Episode]
    @State private var playing: Episode?

    var body: some View {
        NavigationView {
            List {
                ForEach(episodes) { episode in
                    NavigationLink(episode.title, tag: episode, selection: $playing) {
                        EpisodePlayer(episode: episode)
                    }
                }
            }
            .navigationTitle("Episodes")
            .toolbar {
                Button("Play latest") {
                    playing = episodes.last
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
