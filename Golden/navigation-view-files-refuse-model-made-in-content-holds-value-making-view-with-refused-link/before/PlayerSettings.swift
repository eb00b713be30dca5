import SwiftUI

struct PlayerSettings: View {
    var body: some View {
        Form { Text("Crossfade") }
    }
}

// The model made in the content holds a `Panel`, whose `screen()` makes `QueueScreen`, whose link
// navmigrate refuses: a view this navigation view shows may read `player.openPanel?.screen()`
// (in a file navmigrate did not read), so it waits.
struct PlayerSettingsRoot: View {
    var body: some View {
        NavigationView {
            PlayerSettings()
                .environmentObject(Player())
                .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
