import SwiftUI

enum Folder: Hashable {
    case inbox, sent
}

// Each link repeats its tag with `.tag(...)`, as Mac sidebars of 2020 wrote them; the value
// link it becomes is that row's tag.
struct MailSidebar: View {
    @State private var folder: Folder? = .inbox

    var body: some View {
        NavigationSplitView {
            List(selection: $folder) {
                NavigationLink(value: Folder.inbox) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: Folder.sent) {
                    Label("Sent", systemImage: "paperplane")
                }
            }
        } detail: {
            switch folder {
            case Folder.inbox?:
                Text("Inbox")
            case Folder.sent?:
                Text("Sent")
            default:
                Text("Pick a folder")
            }
        }
    }
}
