import SwiftUI

enum Box: Hashable {
    case inbox, archive
}

struct BoxSidebar: View {
    @State private var box: Box?
    @State private var opened: Box?

    var body: some View {
        NavigationView {
            List(selection: $box) {
                NavigationLink(destination: Text("Inbox"), tag: Box.inbox, selection: $opened) {
                    Text("Inbox")
                }
                .tag(Box.inbox)
            }
            Text("Pick a box")
        }
    }
}
