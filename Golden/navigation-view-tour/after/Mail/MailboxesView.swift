import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    var name: String
    var messages: [Message]
}

/// Two children: a sidebar and a placeholder, so a split view. The sidebar is a view of its
/// own, in another file, whose links select through a binding to this view's state: the
/// selection moves onto its List and the destination into this split view's detail column,
/// both files in one change set.
struct MailboxesView: View {
    var mailboxes: [Mailbox]
    @State private var openMailbox: Mailbox.ID?

    var body: some View {
        NavigationSplitView {
            MailboxList(mailboxes: mailboxes, openMailbox: $openMailbox)
        } detail: {
            NavigationStack {
                if let openMailbox = openMailbox, let mailbox = mailboxes.first(where: { $0.id == openMailbox }) {
                    MessagesView(mailbox: mailbox)
                } else {
                    Text("No mailbox selected")
                }
            }
        }
    }
}
