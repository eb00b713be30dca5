import SwiftUI

struct BenchView: View {
    var substitutes: [Player]

    var body: some View {
        NavigationView {
            List {
                Section("Bench") {
                    ForEach(substitutes) { player in
                        PlayerRow(player: player)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
