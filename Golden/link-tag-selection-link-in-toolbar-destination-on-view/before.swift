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
        NavigationView {
            List {
                Text("Chess")
                Button("Settings") { screen = .settings }
            }
            .toolbar {
                NavigationLink(destination: Text("Settings"), tag: Screen.settings, selection: $screen) {
                    Label("Settings", systemImage: "gear")
                }
            }
            .navigationTitle("Games")
        }
        .navigationViewStyle(.stack)
    }
}
