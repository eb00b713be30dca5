import SwiftUI

struct MessageRow: View {
    let message: Message
    @State private var opensReply = false

    var body: some View {
        HStack {
            Text(message.subject)
            Button("Reply") { opensReply = true }
            NavigationLink(isActive: $opensReply) {
                Text("Re: \(message.subject)")
            } label: {
                EmptyView()
            }
        }
    }
}
