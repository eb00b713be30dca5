import SwiftUI

/// The sidebar of `MailboxesView`: its links share the selection that view owns.
struct MailboxList: View {
    var mailboxes: [Mailbox]
    @Binding var openMailbox: Mailbox.ID?

    var body: some View {
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
    }
}
