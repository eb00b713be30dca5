import SwiftUI

struct Inbox: View {
    var body: some View {
        Text("Inbox")
    }
}

struct Archive: View {
    var body: some View {
        Text("Archive")
    }
}

struct MailWindow: View {
    // Opens on the inbox: the selection shows its link's view in the detail column.
    @State private var folder: String? = "inbox"

    var body: some View {
        NavigationView {
            List(selection: $folder) {
                NavigationLink { Inbox() } label: {
                    Label("Inbox", systemImage: "tray")
                }
                .tag("inbox")
                NavigationLink { Archive() } label: {
                    Label("Archive", systemImage: "archivebox")
                }
                .tag("archive")
            }
            Text("No folder selected")
        }
    }
}
