import SwiftUI

// A row of a `Form` whose link's flag the view holding the `Form` hands it: the destination
// cannot sit in the row, so it goes on the `Form`, beside the flag, and the link becomes a
// button that sets it.
struct Settings: View {
    @State private var showingAbout = false

    var body: some View {
        NavigationStack {
            Form {
                AboutSection(showingAbout: $showingAbout)
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showingAbout) {
                Text("About")
            }
        }
    }
}

private struct AboutSection: View {
    @Binding var showingAbout: Bool

    var body: some View {
        Section {
            Button { showingAbout = true } label: {
                Text("About this app")
            }
        }
    }
}
