import SwiftUI

struct Station: Identifiable {
    let id: Int
    var name: String
}

struct StationsView: View {
    var stations: [Station]

    var body: some View {
        NavigationView {
            List(stations) { station in
                Text(station.name)
            }
            .navigationTitle("Stations")

            Text("Select a station")
        }
        .navigationViewStyle(.columns)
    }
}

struct FavoritesView: View {
    var body: some View {
        NavigationView {
            Text("No favorites yet")
                .navigationTitle("Favorites")
        }
        .navigationViewStyle(.stack)
    }
}
