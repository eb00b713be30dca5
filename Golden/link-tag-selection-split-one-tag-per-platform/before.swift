import SwiftUI

enum Box: Hashable {
    case inbox, sent
}

// Each build compiles one `sent` link: one case each, under its condition.
struct BoxSidebar: View {
    @State private var box: Box?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Inbox"), tag: Box.inbox, selection: $box) {
                    Text("Inbox")
                }
                #if os(iOS)
                NavigationLink(destination: Text("Sent from iPhone"), tag: Box.sent, selection: $box) {
                    Text("Sent")
                }
                #else
                NavigationLink(destination: Text("Sent from Mac"), tag: Box.sent, selection: $box) {
                    Text("Sent")
                }
                #endif
            }
            Text("Pick a box")
        }
    }
}
