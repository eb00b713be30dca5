import SwiftUI

// The helper says it returns a `NavigationLink` of a given type; the link's new form is a
// button with a `navigationDestination`, which that type is not, so the view stays.
struct ProfileView: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationView {
            VStack {
                settingsLink()
                Button("Open settings") { showsSettings = true }
            }
        }
    }

    private func settingsLink() -> NavigationLink<Text, Text> {
        NavigationLink(destination: Text("Settings"), isActive: $showsSettings) {
            Text("Settings")
        }
    }
}
