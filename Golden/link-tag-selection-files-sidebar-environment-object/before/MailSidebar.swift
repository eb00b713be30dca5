import SwiftUI

struct MailSidebar: View {
    @EnvironmentObject var model: MailModel

    var body: some View {
        List {
            NavigationLink(tag: Mailbox.inbox, selection: $model.mailbox) {
                Text("\(model.unread) unread")
                    .navigationTitle("Inbox")
            } label: {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(tag: Mailbox.drafts, selection: $model.mailbox) {
                Text("Drafts")
            } label: {
                Label("Drafts", systemImage: "doc")
            }
        }
        .navigationTitle("Mail")
    }
}
