import SwiftUI

// A sidebar `List(selection:)` of tagged links whose selection is the view's own private
// state, nil at first, which no code sets: only a click picks a row, which opens its link in
// a split view as in a navigation view, so it becomes one.
struct MailRoot: View {
    var body: some View {
        NavigationSplitView {
            MailSidebar()
                .listStyle(.sidebar)
        } detail: {
            Text("Pick a mailbox")
        }
    }
}

struct MailSidebar: View {
    enum Mailbox: Hashable {
        case inbox, sent
    }

    @State private var selection: Mailbox?

    var body: some View {
        List(selection: $selection) {
            NavigationLink {
                Text("Inbox")
            } label: {
                Label("Inbox", systemImage: "tray")
            }
            .tag(Mailbox.inbox)
            NavigationLink {
                Text("Sent")
            } label: {
                Label("Sent", systemImage: "paperplane")
            }
            .tag(Mailbox.sent)
        }
        .onChange(of: selection) { picked in
            print(picked as Any)
        }
    }
}
