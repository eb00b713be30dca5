import SwiftUI

struct Player: Identifiable {
    var id: Int
    var name: String
}

struct PlayerDetail: View {
    var player: Player

    var body: some View {
        Text(player.name)
    }
}

struct TeamStats: View {
    var body: some View {
        Text("Stats")
    }
}

struct RosterList: View {
    var players: [Player]
    @State private var isShowingStats = false

    var body: some View {
        List {
            ForEach(players) { player in
                Text(player.name)
            }
            Section {
                Button("Team stats") {
                    isShowingStats = true
                }
            }
        }
        .navigationDestination(isPresented: $isShowingStats) {
            TeamStats()
        }
        .listStyle(.insetGrouped)
    }
}

struct TeamView: View {
    var players: [Player]

    var body: some View {
        NavigationStack {
            RosterList(players: players)
                .navigationTitle("Roster")
        }
    }
}
