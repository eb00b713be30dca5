import SwiftUI

// A list in one column with both kinds of programmatic link, each driven from code too (the
// toolbar's buttons): every link pushes its own destination, so the two kinds migrate in one
// change, their destinations on the list, outside its rows.
struct Inbox: View {
    @State private var showsDrafts = false
    @State private var opened: Int?

    var body: some View {
        NavigationStack {
            List {
                Button { showsDrafts = true } label: { Text("Drafts") }
                Button { opened = 1 } label: { Text("Message 1") }
                Button { opened = 2 } label: { Text("Message 2") }
            }
            .toolbar {
                Button("New draft") { showsDrafts = true }
                Button("Latest") { opened = 2 }
            }
            .navigationDestination(isPresented: $showsDrafts) {
                Text("Drafts")
            }
            .navigationDestination(isPresented: Binding(
                get: { opened == 1 },
                set: { if !$0, opened == 1 { opened = nil } }
            )) {
                Text("Message 1")
            }
            .navigationDestination(isPresented: Binding(
                get: { opened == 2 },
                set: { if !$0, opened == 2 { opened = nil } }
            )) {
                Text("Message 2")
            }
        }
    }
}
