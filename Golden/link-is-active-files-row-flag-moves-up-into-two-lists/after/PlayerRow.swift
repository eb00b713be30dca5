// One row view shown in the lists of two views, each in a file of its own: the row's flag
// moves up into each of them, each hands its own down, and each List takes the destination.
// The three files change together.
import SwiftUI

struct Player: Identifiable {
    let id: Int
    var name: String
}

struct PlayerRow: View {
    let player: Player
    @Binding var showsStats: Player?

    var body: some View {
        HStack {
            Text(player.name)
            Spacer()
            Button("Stats") { showsStats = player }
        }
    }
}

struct PlayerStats: View {
    let player: Player

    var body: some View {
        Text("\(player.name): 12 goals")
    }
}
