import SwiftUI

// A screen with its own navigation view, made by an assembly object that the link makes for
// the call alone (`SettingsAssembly().makeModule()`), and pushed: navmigrate follows the call
// to the link, so the screen's navigation view goes rather than nest a second stack.
struct Home: View {
    var body: some View {
        NavigationView {
            NavigationLink("Settings", destination: SettingsAssembly().makeModule())
        }
    }
}

final class SettingsAssembly {
    func makeModule() -> SettingsScreen {
        SettingsScreen()
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationView {
            Text("Settings")
                .navigationTitle("Settings")
        }
    }
}
