import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Books")
            }
            .navigationTitle("Library")
        }
    }
}

struct MailView: View {
    var body: some View {
        NavigationSplitView {
            Text("Mailboxes")
        } detail: {
            Text("Pick a mailbox")
        }
    }
}
