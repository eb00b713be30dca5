import SwiftUI

enum Pane: Hashable {
    case general, privacy
}

// Links whose arguments are written one per line: the tag alone is left, on the link's line.
struct PreferencesView: View {
    @State private var pane: Pane? = .general

    var body: some View {
        NavigationView {
            List {
                NavigationLink(
                    destination: Text("General"),
                    tag: Pane.general,
                    selection: $pane) {
                    Label("General", systemImage: "gear")
                }
                NavigationLink(
                    destination: Text("Privacy"),
                    tag: Pane.privacy,
                    selection: $pane
                ) {
                    Label("Privacy", systemImage: "hand.raised")
                }
            }
            Text("Pick a pane")
        }
    }
}
