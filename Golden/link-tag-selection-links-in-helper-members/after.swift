import SwiftUI

struct Mailbox: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct MailView: View {
    let mailboxes: [Mailbox]
    @State private var selection: Mailbox?

    var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            if let mailbox = selection {
                MailboxView(mailbox: mailbox)
            } else {
                Text("Pick a mailbox")
            }
        }
    }

    private var sidebar: some View {
        List(selection: $selection) {
            mailboxRows
        }
        .navigationTitle("Mail")
    }

    @ViewBuilder
    private var mailboxRows: some View {
        ForEach(mailboxes) { mailbox in
            NavigationLink(mailbox.name, value: mailbox)
        }
    }
}

struct MailboxView: View {
    let mailbox: Mailbox

    var body: some View {
        Text(mailbox.name)
    }
}
