import SwiftUI

// A split view's sidebar with both kinds of programmatic link: the selection picks what the
// detail column shows, and a flag's destination pushed from the sidebar would take its place,
// so both kinds are refused, each finding naming a link of the other kind, and every link gets
// a finding; the navigation view waits with them.
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
            Text("No message selected")
        }
    }
}
