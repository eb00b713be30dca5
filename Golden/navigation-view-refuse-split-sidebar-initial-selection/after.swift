import SwiftUI

// A sidebar `List(selection:)` of tagged links whose selection starts on a row: a navigation
// view opens that row's link at once, which a split view does not (its links open only when
// clicked), so it stays, with a finding.
struct MailRoot: View {
    var body: some View {
        NavigationView {
            MailSidebar()
                .listStyle(.sidebar)
            Text("Pick a mailbox")
        }
    }
}

struct MailSidebar: View {
    enum Mailbox: Hashable {
        case inbox, sent
    }

    @State private var selection: Mailbox? = .inbox

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
