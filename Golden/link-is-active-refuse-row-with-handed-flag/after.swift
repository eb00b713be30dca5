import SwiftUI

// A row of a `Form` whose link's flag the view holding the `Form` hands it: the destination
// cannot sit in the row, and the finding says that only the destination has to move, since the
// flag is already outside.
struct Settings: View {
    @State private var showingAbout = false

    var body: some View {
        NavigationStack {
            Form {
                AboutSection(showingAbout: $showingAbout)
            }
            .navigationTitle("Settings")
        }
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
