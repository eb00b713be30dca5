import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
    var body: String
}

struct MessagesView: View {
    var mailbox: Mailbox

    var body: some View {
        List(mailbox.messages) { message in
            NavigationLink(message.subject) { MessageView(message: message) }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Compose") {}
            }
        }
    }
}

struct MessageView: View {
    var message: Message

    var body: some View {
        ScrollView {
            Text(message.body)
        }
        .toolbar(.hidden, for: .navigationBar)
    }
}
