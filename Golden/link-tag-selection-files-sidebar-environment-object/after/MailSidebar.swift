import SwiftUI

struct MailSidebar: View {
    @EnvironmentObject var model: MailModel

    var body: some View {
        List(selection: $model.mailbox) {
            NavigationLink(value: Mailbox.inbox) {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(value: Mailbox.drafts) {
                Label("Drafts", systemImage: "doc")
            }
        }
        .navigationTitle("Mail")
    }
}
