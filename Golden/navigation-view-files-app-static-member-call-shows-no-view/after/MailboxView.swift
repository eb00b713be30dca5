import SwiftUI

struct MailboxView: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Inbox")
                Text("Archive")
            }
        } detail: {
            Text("Pick a mailbox")
        }
    }
}
