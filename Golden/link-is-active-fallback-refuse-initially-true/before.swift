import SwiftUI

struct InboxView: View {
    var body: some View {
        Text("Inbox")
    }
}

struct Sidebar: View {
    // The inbox is shown when the app starts.
    @State private var showsInbox = true

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: InboxView(), isActive: $showsInbox) {
                    Label("Inbox", systemImage: "tray")
                }
                Button("Back to inbox") { showsInbox = true }
            }
        }
    }
}
