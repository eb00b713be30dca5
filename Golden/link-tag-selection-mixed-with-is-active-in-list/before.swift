import SwiftUI

// A list in one column with both kinds of programmatic link, each driven from code too (the
// toolbar's buttons): every link pushes its own destination, so the two kinds migrate in one
// change, their destinations on the list, outside its rows.
struct Inbox: View {
    @State private var showsDrafts = false
    @State private var opened: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Drafts"), isActive: $showsDrafts) { Text("Drafts") }
                NavigationLink(destination: Text("Message 1"), tag: 1, selection: $opened) { Text("Message 1") }
                NavigationLink(destination: Text("Message 2"), tag: 2, selection: $opened) { Text("Message 2") }
            }
            .toolbar {
                Button("New draft") { showsDrafts = true }
                Button("Latest") { opened = 2 }
            }
        }
    }
}
