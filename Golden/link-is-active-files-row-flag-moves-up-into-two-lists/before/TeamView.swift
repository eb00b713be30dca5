import SwiftUI

struct TeamView: View {
    var players: [Player]

    var body: some View {
        NavigationView {
            List(players) { player in
                PlayerRow(player: player)
            }
            .navigationTitle("Team")
        }
        .navigationViewStyle(.stack)
    }
}
