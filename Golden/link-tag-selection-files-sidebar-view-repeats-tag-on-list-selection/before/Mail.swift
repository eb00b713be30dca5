import SwiftUI

struct Mail: View {
    @State private var open: Int?

    var body: some View {
        NavigationView {
            Mailboxes(open: $open)
            Text("Pick a mailbox")
        }
    }
}
