import SwiftUI

struct PlayerSettings: View {
    var body: some View {
        Form { Text("Crossfade") }
    }
}

struct PlayerSettingsRoot: View {
    var body: some View {
        NavigationStack {
            PlayerSettings()
                .environmentObject(Player())
                .navigationTitle("Settings")
        }
    }
}
