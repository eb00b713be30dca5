import SwiftUI

// Three columns: the middle column shows `Folders`, whose rows open `Folder` in the last
// column; `Folder` links nowhere, so the last column needs no stack of its own.
struct Mail: View {
    var body: some View {
        NavigationView {
            List {
                Text("Mailboxes")
            }
            .listStyle(.sidebar)

            Folders()

            Text("Pick a folder")
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
        Text("No messages")
    }
}
