import SwiftUI

// A link whose label is a button that selects it, but that is all its view shows: no view is
// left beside the button to carry the destination, so the link stays, with a finding, and so
// does the navigation view that shows it: an old programmatic link inside a `NavigationStack`
// may not reset its selection on Back.
struct ProfileEntry: View {
    @State private var selection: Int?

    var body: some View {
        NavigationLink(destination: Text("Profile"), tag: 0, selection: $selection) {
            Button("Profile") { selection = 0 }
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationView {
            ProfileEntry()
        }
        .navigationViewStyle(.stack)
    }
}
