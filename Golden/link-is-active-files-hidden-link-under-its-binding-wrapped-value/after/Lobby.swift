import SwiftUI

struct Lobby: View {
    @State private var joins = false

    var body: some View {
        NavigationStack {
            Button("Join") { joins = true }
                .opens(Text("Room"), when: $joins)
        }
    }
}
