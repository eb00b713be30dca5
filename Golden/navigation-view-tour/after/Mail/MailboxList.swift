import SwiftUI

/// The sidebar of `MailboxesView`: its links share the selection that view owns.
struct MailboxList: View {
    var mailboxes: [Mailbox]
    @Binding var openMailbox: Mailbox.ID?

    var body: some View {
        List(mailboxes, selection: $openMailbox) { mailbox in
            NavigationLink(mailbox.name, value: mailbox.id)
        }
        .navigationTitle("Mailboxes")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("New Mailbox") {}
            }
        }
    }
}
