import SwiftUI

// A `tag:selection:` link in a toolbar becomes a button that sets the selection; its
// destination goes on the view the toolbar is on, as SwiftUI reads none in a toolbar.
enum Screen: Hashable {
    case settings
    case about
}

struct Games: View {
    @State private var screen: Screen?

    var body: some View {
        NavigationStack {
            List {
                Text("Chess")
                Button("Settings") { screen = .settings }
            }
            .toolbar {
                Button { screen = Screen.settings } label: {
                    Label("Settings", systemImage: "gear")
                }
            }
            .navigationTitle("Games")
            .navigationDestination(isPresented: Binding(
                get: { screen == Screen.settings },
                set: { if !$0, screen == Screen.settings { screen = nil } }
            )) {
                Text("Settings")
            }
        }
    }
}
