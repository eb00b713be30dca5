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
        NavigationView {
            List(selection: $pane) {
                NavigationLink(destination: Text("Inbox"), tag: Pane.inbox, selection: $pane) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(destination: Text("Archive"), tag: Pane.archive, selection: $pane) {
                    Label("Archive", systemImage: "archivebox")
                }
            }
            .listStyle(.sidebar)
        }
        .navigationViewStyle(.columns)
    }
}
