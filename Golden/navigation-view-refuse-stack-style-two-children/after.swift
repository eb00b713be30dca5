import SwiftUI

struct InboxList: View {
    var body: some View { List { Text("Inbox") } }
}

struct MessagePlaceholder: View {
    var body: some View { Text("Select a message") }
}

struct MailView: View {
    var body: some View {
        NavigationView {
            InboxList()
            MessagePlaceholder()
        }
        .navigationViewStyle(.stack)
    }
}
