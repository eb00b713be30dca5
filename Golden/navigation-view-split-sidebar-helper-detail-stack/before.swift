import SwiftUI

struct Mailboxes: View {
    var body: some View {
        NavigationView {
            mailboxList
            Text("Pick a mailbox")
        }
    }

    private var mailboxList: some View {
        List {
            NavigationLink(destination: Inbox()) {
                Label("Inbox", systemImage: "tray")
            }
        }
        .navigationTitle("Mail")
    }
}

struct Inbox: View {
    var body: some View {
        List {
            NavigationLink(destination: Text("Message")) {
                Text("Hello")
            }
        }
    }
}
