import SwiftUI

struct BenchView: View {
    var substitutes: [Player]
    @State private var showsStats: Player?

    var body: some View {
        NavigationStack {
            List {
                Section("Bench") {
                    ForEach(substitutes) { player in
                        PlayerRow(player: player, showsStats: $showsStats)
                    }
                }
            }
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
