import SwiftUI

// The app's own initializer takes the destination as a value: its body's call of the
// deprecated initializer migrates, and the calls of it are the app's, not SwiftUI's, so they
// stay as they are with no finding. `NavigationLink.init(destination:)` names the deprecated
// initializer, and migrates as `NavigationLink(destination:)` does.
extension NavigationLink where Label == Text {
    init(_ title: String, hint: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

struct HelpMenu: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Help", hint: "Opens the manual", destination: Text("Manual"))
                NavigationLink.init(destination: Text("About")) { Text("About") }
            }
        }
    }
}
