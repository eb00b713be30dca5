import SwiftUI

struct RootView: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                content
            }
        } else {
            legacyBody
        }
    }

    /// Runs only before iOS 16, so it keeps `NavigationView`.
    private var legacyBody: some View {
        NavigationView {
            legacyContent()
        }
        .navigationViewStyle(.stack)
    }

    private func legacyContent() -> some View {
        content.navigationBarTitle("Home")
    }

    private var content: some View {
        List {
            Text("Home")
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationView {
            Text("Settings")
                .navigationBarTitle("Settings")
        }
    }
}
