import SwiftUI

// A row view whose link's flag `SettingsView` hands it: its destination goes on the `Form` in
// SettingsView.swift.
struct AboutSection: View {
    @Binding var showingAbout: Bool

    var body: some View {
        Section {
            Button { showingAbout = true } label: {
                Label("About", systemImage: "info.circle")
            }
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2.0")
    }
}
