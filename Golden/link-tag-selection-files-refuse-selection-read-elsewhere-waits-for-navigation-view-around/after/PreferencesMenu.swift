import SwiftUI

enum PreferencesPage: Hashable {
    case sync, privacy
}

struct PreferencesMenu: View {
    @State private var page: PreferencesPage?

    var body: some View {
        Form {
            NavigationLink(tag: PreferencesPage.sync, selection: $page) {
                Text("Sync settings")
            } label: {
                Label("Sync", systemImage: "arrow.triangle.2.circlepath")
            }
            NavigationLink(tag: PreferencesPage.privacy, selection: $page) {
                Text("Privacy settings")
            } label: {
                Label("Privacy", systemImage: "hand.raised")
            }
        }
        .navigationTitle("Preferences")
        .onChange(of: page) { newPage in
            print("opened \(String(describing: newPage))")
        }
    }
}
