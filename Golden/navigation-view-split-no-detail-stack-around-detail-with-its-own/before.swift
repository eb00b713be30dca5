import SwiftUI

// Three columns whose middle column's rows open a view that links on; but the last column is
// a navigation view of its own already, which becomes its stack: no second stack goes around it.
struct Mail: View {
    var body: some View {
        NavigationView {
            List {
                Text("Mailboxes")
            }
            .listStyle(.sidebar)

            Folders()

            NavigationView {
                Text("Pick a folder")
            }
            .navigationViewStyle(.stack)
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
