import SwiftUI

struct InboxView: View {
    var messages: [String]

    var body: some View {
        NavigationView {
            List(messages, id: \.self) { message in
                Text(message)
            }
            .navigationBarTitle("Inbox")
        }
        .navigationViewStyle(.stack)
    }
}
