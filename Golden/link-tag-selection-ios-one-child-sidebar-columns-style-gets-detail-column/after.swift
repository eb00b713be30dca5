import SwiftUI

// The sidebar list of `tag:selection:` links under an explicit column style: the style says
// what the default one did on iPad, a sidebar and a detail column the selection drives, so it
// becomes the same split view; the style goes with the navigation view.
enum Pane: Hashable {
    case inbox, archive
}

struct MailSidebar: View {
    @State private var pane: Pane?

    var body: some View {
        NavigationSplitView {
            List(selection: $pane) {
                NavigationLink(value: Pane.inbox) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: Pane.archive) {
                    Label("Archive", systemImage: "archivebox")
                }
            }
            .listStyle(.sidebar)
        } detail: {
            switch pane {
            case Pane.inbox?:
                Text("Inbox")
            case Pane.archive?:
                Text("Archive")
            default:
                EmptyView()
            }
        }
    }
}
