import SwiftUI

// A `tag:selection:` link in a toolbar, shown only under a condition: its destination
// would go on the view the toolbar is on, which would not keep that condition.
enum Screen: Hashable {
    case settings
}

struct Games: View {
    @State private var screen: Screen?
    let signedIn: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Chess")
                Button("Settings") { screen = .settings }
            }
            .toolbar {
                if signedIn {
                    NavigationLink(destination: Text("Settings"), tag: Screen.settings, selection: $screen) {
                        Label("Settings", systemImage: "gear")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
