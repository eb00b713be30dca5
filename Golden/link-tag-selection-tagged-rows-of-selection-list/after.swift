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
        NavigationSplitView {
            List(selection: $folder) {
                NavigationLink(value: "inbox") {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: "archive") {
                    Label("Archive", systemImage: "archivebox")
                }
            }
        } detail: {
            switch folder {
            case "inbox"?:
                Inbox()
            case "archive"?:
                Archive()
            default:
                Text("No folder selected")
            }
        }
    }
}
