import SwiftUI

enum Mailbox: Hashable {
    case inbox, sent
}

struct MailState {
    @Binding var mailbox: Mailbox?
}

// The selection is a binding a value holds (`state.$mailbox`): the detail column reads it back
// as `state.mailbox`, the property it projects.
struct MailSidebar: View {
    let state: MailState

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: Mailbox.inbox, selection: state.$mailbox) {
                    Text("Inbox messages")
                } label: {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(tag: Mailbox.sent, selection: state.$mailbox) {
                    Text("Sent messages")
                } label: {
                    Label("Sent", systemImage: "paperplane")
                }
            }
            Text("Pick a mailbox")
        }
    }
}
