import SwiftUI

struct Message: Identifiable {
    let id: Int
    var subject: String
}

struct MessageRow: View {
    var message: Message

    var body: some View {
        Text(message.subject)
    }
}
