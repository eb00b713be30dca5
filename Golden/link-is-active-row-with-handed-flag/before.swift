import SwiftUI

// A row of a `Form` whose link's flag the view holding the `Form` hands it: the destination
// cannot sit in the row, so it goes on the `Form`, beside the flag, and the link becomes a
// button that sets it.
struct Settings: View {
    @State private var showingAbout = false

    var body: some View {
        NavigationView {
            Form {
                AboutSection(showingAbout: $showingAbout)
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

private struct AboutSection: View {
    @Binding var showingAbout: Bool

    var body: some View {
        Section {
            NavigationLink(isActive: $showingAbout) {
                Text("About")
            } label: {
                Text("About this app")
            }
        }
    }
}
