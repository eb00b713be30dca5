import SwiftUI

enum Box: Hashable {
    case inbox, archive
}

// `tag: .inbox` and `.tag(Box.inbox)` name one value.
struct BoxSidebar: View {
    @State private var box: Box? = .inbox

    var body: some View {
        NavigationSplitView {
            List(selection: $box) {
                NavigationLink(value: Box.inbox) {
                    Text("Inbox")
                }
                NavigationLink(value: Box.archive) {
                    Text("Archive")
                }
            }
        } detail: {
            switch box {
            case Box.inbox?:
                Text("Inbox")
            case Box.archive?:
                Text("Archive")
            default:
                Text("Pick a box")
            }
        }
    }
}
