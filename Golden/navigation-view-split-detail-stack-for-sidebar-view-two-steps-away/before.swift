import SwiftUI

// Three columns whose sidebar is a view of the project: its link opens `Folders` in the middle
// column, whose rows open `Folder` in the last, and `Folder` links on. The last column gets its
// own `NavigationStack`, as the old navigation view's column was one.
struct Mail: View {
    var body: some View {
        NavigationView {
            Mailboxes()
            Text("Pick a mailbox")
            Text("Pick a folder")
        }
    }
}

struct Mailboxes: View {
    var body: some View {
        List {
            NavigationLink {
                Folders()
            } label: {
                Text("All folders")
            }
        }
        .listStyle(.sidebar)
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
