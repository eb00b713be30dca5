import SwiftUI

final class Feeds: ObservableObject {
    @Published var selected: String? = "top"
}

struct Sidebar: View {
    @StateObject private var feeds = Feeds()

    var body: some View {
        List(selection: $feeds.selected) {
            rows
        }
        .listStyle(.sidebar)
    }

    private var rows: some View {
        ForEach(["top", "new"], id: \.self) { feed in
            NavigationLink { Text(feed) } label: {
                Text(feed.capitalized)
            }
            .tag(feed)
        }
    }
}
