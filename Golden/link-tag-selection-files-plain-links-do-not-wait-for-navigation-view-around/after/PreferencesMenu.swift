import SwiftUI

enum PreferencesPage: Hashable {
    case sync, privacy
}

struct PreferencesMenu: View {
    var body: some View {
        Form {
            NavigationLink {
                Text("Sync settings")
            } label: {
                Label("Sync", systemImage: "arrow.triangle.2.circlepath")
            }
            NavigationLink {
                Text("Privacy settings")
            } label: {
                Label("Privacy", systemImage: "hand.raised")
            }
        }
        .navigationTitle("Preferences")
    }
}
