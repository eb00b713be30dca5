import SwiftUI

// A view with both kinds of programmatic link: a flag and a selection would each want the
// navigation of the list to themselves, so both kinds are refused, each finding naming a link
// of the other kind, and every link gets a finding; the navigation view waits with them.
struct Inbox: View {
    @State private var showsDrafts = false
    @State private var showsSent = false
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Drafts"), isActive: $showsDrafts) { Text("Drafts") }
                NavigationLink(destination: Text("Sent"), isActive: $showsSent) { Text("Sent") }
                NavigationLink(destination: Text("Message 1"), tag: 1, selection: $selection) { Text("Message 1") }
            }
        }
    }
}
