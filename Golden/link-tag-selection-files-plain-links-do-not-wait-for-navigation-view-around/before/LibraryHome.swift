import SwiftUI

struct LibraryHome: View {
    @State private var showsPreferences = false

    var body: some View {
        NavigationView {
            List {
                Text("Books")
                NavigationLink {
                    PreferencesMenu()
                } label: {
                    Text("Preferences")
                }
            }
            .listStyle(.sidebar)
        }
        .sheet(isPresented: $showsPreferences) {
            NavigationView {
                PreferencesMenu()
            }
        }
    }
}
