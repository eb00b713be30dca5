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
        NavigationSplitView {
            List(selection: state.$mailbox) {
                NavigationLink(value: Mailbox.inbox) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: Mailbox.sent) {
                    Label("Sent", systemImage: "paperplane")
                }
            }
        } detail: {
            switch state.mailbox {
            case Mailbox.inbox?:
                Text("Inbox messages")
            case Mailbox.sent?:
                Text("Sent messages")
            default:
                Text("Pick a mailbox")
            }
        }
    }
}
