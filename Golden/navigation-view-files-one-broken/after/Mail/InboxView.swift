import SwiftUI

struct InboxView: View {
    var messages: [Message]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                MessageRow(message: message)
            }
        }
    }
}
