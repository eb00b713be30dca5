// The flag of the row's hidden link would move up into the inbox's view under its own name,
// which the inbox already uses for something else: the link stays, with a finding at the row
// here, and the navigation view stays with it.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    var subject: String
}

struct Inbox: View {
    var messages: [Message]
    @State private var opensReply = false

    var body: some View {
        NavigationView {
            List(messages) { message in
                MessageRow(message: message)
            }
            .navigationTitle(opensReply ? "Replying" : "Inbox")
        }
        .navigationViewStyle(.stack)
    }
}
