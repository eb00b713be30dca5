import SwiftUI

enum Folder: Hashable {
    case inbox, sent
}

// Each link repeats its tag with `.tag(...)`, as Mac sidebars of 2020 wrote them; the value
// link it becomes is that row's tag.
struct MailSidebar: View {
    @State private var folder: Folder? = .inbox

    var body: some View {
        NavigationView {
            List(selection: $folder) {
                NavigationLink(destination: Text("Inbox"), tag: Folder.inbox, selection: $folder) {
                    Label("Inbox", systemImage: "tray")
                }
                .tag(Folder.inbox)
                NavigationLink(destination: Text("Sent"), tag: Folder.sent, selection: $folder) {
                    Label("Sent", systemImage: "paperplane")
                }
                .tag(Folder.sent)
            }
            Text("Pick a folder")
        }
    }
}
