import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    var name: String
    var messages: [Message]
}

/// Two children: a sidebar and a placeholder, so a split view; the sidebar's links share one
/// selection, so the List takes it.
struct MailboxesView: View {
    var mailboxes: [Mailbox]
    @State private var openMailbox: Mailbox.ID?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $openMailbox) { mailbox in
                NavigationLink(mailbox.name, value: mailbox.id)
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Mailbox") {}
                }
            }
        } detail: {
            if let openMailbox = openMailbox, let mailbox = mailboxes.first(where: { $0.id == openMailbox }) {
                MessagesView(mailbox: mailbox)
            } else {
                Text("No mailbox selected")
            }
        }
    }
}
