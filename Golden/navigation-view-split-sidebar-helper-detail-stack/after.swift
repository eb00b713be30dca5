import SwiftUI

struct Mailboxes: View {
    var body: some View {
        NavigationSplitView {
            mailboxList
        } detail: {
            NavigationStack {
                Text("Pick a mailbox")
            }
        }
    }

    private var mailboxList: some View {
        List {
            NavigationLink {
                Inbox()
            } label: {
                Label("Inbox", systemImage: "tray")
            }
        }
        .navigationTitle("Mail")
    }
}

struct Inbox: View {
    var body: some View {
        List {
            NavigationLink {
                Text("Message")
            } label: {
                Text("Hello")
            }
        }
    }
}
