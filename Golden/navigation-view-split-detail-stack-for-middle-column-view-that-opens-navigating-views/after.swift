import SwiftUI

// Three columns: the middle column shows `Folders`, a view of the project whose rows open
// `Folder` in the last column, and `Folder` links on: the last column gets its own
// `NavigationStack`, as the old navigation view's column was one.
struct Mail: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Mailboxes")
            }
            .listStyle(.sidebar)
        } content: {
            Folders()
        } detail: {
            NavigationStack {
                Text("Pick a folder")
            }
        }
    }
}

struct Folders: View {
    var body: some View {
        List {
            NavigationLink {
                Folder()
            } label: {
                Text("Inbox")
            }
        }
    }
}

struct Folder: View {
    var body: some View {
        NavigationLink {
            Text("Message")
        } label: {
            Text("Open the message")
        }
    }
}
