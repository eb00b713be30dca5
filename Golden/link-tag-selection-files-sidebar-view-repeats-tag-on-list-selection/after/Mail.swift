import SwiftUI

struct Mail: View {
    @State private var open: Int?

    var body: some View {
        NavigationSplitView {
            Mailboxes(open: $open)
        } detail: {
            if let number = open, (1..<4).contains(number) {
                Text("Messages in \(number)")
            } else {
                Text("Pick a mailbox")
            }
        }
    }
}
