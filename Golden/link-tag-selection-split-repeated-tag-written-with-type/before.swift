import SwiftUI

enum Box: Hashable {
    case inbox, archive
}

// `tag: .inbox` and `.tag(Box.inbox)` name one value.
struct BoxSidebar: View {
    @State private var box: Box? = .inbox

    var body: some View {
        NavigationView {
            List(selection: $box) {
                NavigationLink(destination: Text("Inbox"), tag: .inbox, selection: $box) {
                    Text("Inbox")
                }
                .tag(Box.inbox)
                NavigationLink(destination: Text("Archive"), tag: .archive, selection: $box) {
                    Text("Archive")
                }
                .tag(Box.archive)
            }
            Text("Pick a box")
        }
    }
}
