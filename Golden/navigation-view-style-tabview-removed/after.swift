import SwiftUI

struct InboxView: View {
    var body: some View {
        List {
            Text("Welcome aboard")
            Text("Your invoice is ready")
        }
        .navigationTitle("Inbox")
    }
}

struct ProfileView: View {
    var body: some View {
        Form {
            Text("Signed in as Robin")
        }
        .navigationTitle("Profile")
    }
}

struct RootTabs: View {
    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                NavigationStack {
                    InboxView()
                }
            }
            Tab("Profile", systemImage: "person.crop.circle") {
                NavigationStack {
                    ProfileView()
                }
            }
        }
    }
}
