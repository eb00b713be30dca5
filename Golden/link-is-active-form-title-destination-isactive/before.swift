import SwiftUI

struct InboxView: View {
    var body: some View {
        Text("Inbox")
    }
}

struct ArchiveView: View {
    var body: some View {
        Text("Archive")
    }
}

struct MailboxList: View {
    @State private var showInbox: Bool = false
    @State private var showArchive: Bool = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Inbox", destination: InboxView(), isActive: $showInbox)
                NavigationLink("Archive", destination: ArchiveView(), isActive: $showArchive)
            }
            .navigationTitle("Mailboxes")
        }
    }
}
