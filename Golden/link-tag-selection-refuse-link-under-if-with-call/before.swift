import SwiftUI

// A sidebar link shown under a condition that calls a function: testing it again in the
// detail column could do more than read, so the link is refused as before, with its view.
enum Pane: Hashable {
    case inbox, drafts
}

struct Mailbox: View {
    @State private var pane: Pane?
    var names: [String]

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: Pane.inbox, selection: $pane) {
                    Text("Inbox")
                } label: {
                    Text("Inbox")
                }
                if names.contains("drafts") {
                    NavigationLink(tag: Pane.drafts, selection: $pane) {
                        Text("Drafts")
                    } label: {
                        Text("Drafts")
                    }
                }
            }
            Text("Pick a mailbox")
        }
    }
}
