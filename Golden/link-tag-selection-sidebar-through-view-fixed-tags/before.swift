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
        NavigationView {
            MailSidebar(selection: $mailbox)
            Text("No mailbox")
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
        List {
            NavigationLink(tag: Mailbox.inbox, selection: $selection) {
                Text("Inbox messages")
            } label: {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(tag: Mailbox.sent, selection: $selection) {
                Text("Sent messages")
            } label: {
                Label("Sent", systemImage: "paperplane")
            }
            NavigationLink(tag: Mailbox.archive, selection: $selection) {
                Text("Archived messages")
            } label: {
                Label("Archive", systemImage: "archivebox")
            }
        }
    }
}
