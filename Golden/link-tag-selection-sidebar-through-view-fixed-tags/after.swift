// The mailbox links sit in a view the sidebar pane shows, not in the pane itself: the
// selection is handed down through both as a @Binding, so it moves onto the list and the
// split view's detail column shows the selected mailbox's view.
import SwiftUI

enum Mailbox: Hashable {
    case inbox, sent, archive
}

struct MailSplitView: View {
    @State private var mailbox: Mailbox? = .inbox

    var body: some View {
        NavigationSplitView {
            MailSidebar(selection: $mailbox)
        } detail: {
            switch mailbox {
            case Mailbox.inbox?:
                Text("Inbox messages")
            case Mailbox.sent?:
                Text("Sent messages")
            case Mailbox.archive?:
                Text("Archived messages")
            default:
                Text("No mailbox")
            }
        }
    }
}

struct MailSidebar: View {
    @Binding var selection: Mailbox?

    var body: some View {
        MailboxList(selection: $selection)
            .navigationTitle("Mail")
    }
}

struct MailboxList: View {
    @Binding var selection: Mailbox?

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: Mailbox.inbox) {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(value: Mailbox.sent) {
                Label("Sent", systemImage: "paperplane")
            }
            NavigationLink(value: Mailbox.archive) {
                Label("Archive", systemImage: "archivebox")
            }
        }
    }
}
