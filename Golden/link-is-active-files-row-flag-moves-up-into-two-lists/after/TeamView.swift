import SwiftUI

struct TeamView: View {
    var players: [Player]
    @State private var showsStats: Player?

    var body: some View {
        NavigationStack {
            List(players) { player in
                PlayerRow(player: player, showsStats: $showsStats)
            }
            .navigationTitle("Team")
            .navigationDestination(isPresented: Binding(
                get: { showsStats != nil },
                set: { if !$0 { showsStats = nil } }
            )) {
                if let player = showsStats {
                    PlayerStats(player: player)
                }
            }
        }
    }
}
