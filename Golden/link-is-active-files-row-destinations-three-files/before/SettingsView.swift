import SwiftUI

// This file takes the destination of `AboutSection`'s link onto its `Form`, and gives the
// destination of `PrivacyRow`'s link to the `List` in AccountView.swift: three files, one
// change set.
struct SettingsView: View {
    @State private var showingAbout = false

    var body: some View {
        NavigationView {
            Form {
                AboutSection(showingAbout: $showingAbout)
            }
            .navigationTitle("Settings")
        }
    }
}

struct PrivacyRow: View {
    @Binding var showingPolicy: Bool

    var body: some View {
        NavigationLink(destination: PolicyView(), isActive: $showingPolicy) {
            Text("Privacy policy")
        }
    }
}

struct PolicyView: View {
    var body: some View {
        Text("We keep nothing.")
    }
}
