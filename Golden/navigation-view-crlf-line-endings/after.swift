import SwiftUI

struct Station: Identifiable {
    let id: Int
    var name: String
}

struct StationsView: View {
    var stations: [Station]

    var body: some View {
        NavigationSplitView {
            List(stations) { station in
                Text(station.name)
            }
            .navigationTitle("Stations")
        } detail: {
            Text("Select a station")
        }
    }
}

struct FavoritesView: View {
    var body: some View {
        NavigationStack {
            Text("No favorites yet")
                .navigationTitle("Favorites")
        }
    }
}
