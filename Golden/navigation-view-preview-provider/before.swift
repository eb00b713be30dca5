import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var title: String
}

struct EpisodeList: View {
    var episodes: [Episode]

    var body: some View {
        List(episodes) { episode in
            Text(episode.title)
        }
        .navigationTitle("Episodes")
    }
}

struct EpisodeList_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            EpisodeList(episodes: [
                Episode(id: 1, title: "Pilot"),
                Episode(id: 2, title: "The Return"),
            ])
        }
        .navigationViewStyle(.stack)
    }
}
