import SwiftUI

struct Podcast: Identifiable {
    let id: Int
    var name: String
}

struct PodcastList: View {
    var podcasts: [Podcast]

    var body: some View {
        List(podcasts) { podcast in
            Text(podcast.name)
        }
        .navigationTitle("Podcasts")
    }
}

struct PodcastsView: View {
    var podcasts: [Podcast]

    var body: some View {
        NavigationView() {
            PodcastList(podcasts: podcasts)
        }
    }
}

struct QualifiedPodcastsView: View {
    var podcasts: [Podcast]

    var body: some View {
        SwiftUI.NavigationView {
            PodcastList(podcasts: podcasts)
            Text("Select a podcast")
        }
    }
}

struct ExplicitReturnView: View {
    var podcasts: [Podcast]

    var body: some View {
        return NavigationView {
            PodcastList(podcasts: podcasts)
        }
        .navigationViewStyle(.stack)
    }
}
