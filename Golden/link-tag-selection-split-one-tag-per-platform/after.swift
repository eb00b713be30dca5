import SwiftUI

enum Box: Hashable {
    case inbox, sent
}

// Each build compiles one `sent` link: one case each, under its condition.
struct BoxSidebar: View {
    @State private var box: Box?

    var body: some View {
        NavigationSplitView {
            List(selection: $box) {
                NavigationLink(value: Box.inbox) {
                    Text("Inbox")
                }
                #if os(iOS)
                NavigationLink(value: Box.sent) {
                    Text("Sent")
                }
                #else
                NavigationLink(value: Box.sent) {
                    Text("Sent")
                }
                #endif
            }
        } detail: {
            switch box {
            case Box.inbox?:
                Text("Inbox")
            #if os(iOS)
            case Box.sent?:
                Text("Sent from iPhone")
            #endif
            #if !os(iOS)
            case Box.sent?:
                Text("Sent from Mac")
            #endif
            default:
                Text("Pick a box")
            }
        }
    }
}
