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
        NavigationView {
            List(mailboxes) { mailbox in
                NavigationLink(mailbox.name, tag: mailbox.id, selection: $openMailbox) {
                    MessagesView(mailbox: mailbox)
                }
            }
            .navigationBarTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("New Mailbox") {}
                }
            }
            Text("No mailbox selected")
        }
    }
}
