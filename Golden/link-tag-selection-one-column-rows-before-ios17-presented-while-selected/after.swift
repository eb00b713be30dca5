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
        NavigationStack {
            List {
                ForEach(episodes) { episode in
                    Button(episode.title) { playing = episode }
                }
            }
            .navigationTitle("Episodes")
            .toolbar {
                Button("Play latest") {
                    playing = episodes.last
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { episodes.contains(where: { $0 == playing }) },
                set: { if !$0 { playing = nil } }
            )) {
                if let episode = playing {
                    EpisodePlayer(episode: episode)
                }
            }
        }
    }
}
