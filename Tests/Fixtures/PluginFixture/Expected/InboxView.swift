import SwiftUI

struct InboxView: View {
    var messages: [String]

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { message in
                Text(message)
            }
            .navigationTitle("Inbox")
        }
    }
}
