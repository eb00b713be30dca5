import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    var name: String
    var unreadCount: Int
}

struct MessageList: View {
    var mailbox: Mailbox

    var body: some View {
        Text("\(mailbox.unreadCount) unread in \(mailbox.name)")
    }
}

struct MailView: View {
    var mailboxes: [Mailbox]

    var body: some View {
        NavigationSplitView { // This is deprecated.
            List(mailboxes) { mailbox in
                NavigationLink {
                    MessageList(mailbox: mailbox)
                } label: {
                    Label(mailbox.name, systemImage: "tray")
                }
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text("No mailbox selected")
                .foregroundStyle(.secondary)
        }
    }
}
