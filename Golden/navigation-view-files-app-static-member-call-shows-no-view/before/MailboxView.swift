import SwiftUI

struct MailboxView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
                Text("Archive")
            }
            Text("Pick a mailbox")
        }
    }
}
