import SwiftUI

// Three columns: the sidebar's link opens `Folders` in the middle column, whose rows open
// `Folder` in the last column, and `Folder` links on. The old navigation view gave the last
// column a stack for that push; the new split view's last column gets its own
// `NavigationStack`.
struct Mail: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink {
                    Folders()
                } label: {
                    Label("Folders", systemImage: "folder")
                }
            }
            .listStyle(.sidebar)
        } content: {
            Text("Pick a category")
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
