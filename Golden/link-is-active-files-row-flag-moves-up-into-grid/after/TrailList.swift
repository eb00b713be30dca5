// Each card kept its own flag for the hidden link its menu fires. Rows of a lazy grid cannot
// carry a destination, so the flag moves up into the list's view, as the trail the card
// shows, and the grid takes the one destination, built from it.
import SwiftUI

struct Trail: Identifiable {
    let id: Int
    var name: String
}

struct TrailList: View {
    var trails: [Trail]
    @State private var openEditor: Trail?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                    ForEach(trails) { trail in
                        TrailCard(trail: trail, openEditor: $openEditor)
                    }
                }
                .padding()
                .navigationDestination(isPresented: Binding(
                    get: { openEditor != nil },
                    set: { if !$0 { openEditor = nil } }
                )) {
                    if let trail = openEditor {
                        TrailEditor(trail: trail)
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}
