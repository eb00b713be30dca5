import SwiftUI

/// Left as it is: the style comes from outside, so navmigrate cannot tell whether this is a
/// stack or columns.
struct ReaderView<Style: NavigationViewStyle>: View {
    var mailboxes: [Mailbox]
    var style: Style

    var body: some View {
        NavigationView {
            MailboxesList(mailboxes: mailboxes)
            Text("Select a message")
        }
        .navigationViewStyle(style)
    }
}

struct MailboxesList: View {
    var mailboxes: [Mailbox]

    var body: some View {
        List(mailboxes) { mailbox in
            Text(mailbox.name)
        }
    }
}
