// Initializers called by name (`NavigationView.init { }`, `NavigationLink.init(...)`,
// `SwiftUI.NavigationView.init { }`) make what the type's own call makes, and migrate as
// it does: the call keeps its `.init`, the type's name and labels change.
import SwiftUI

struct Inbox: View {
    @State private var showsDetail = false
    @State private var selection: Int?

    var body: some View {
        NavigationStack.init {
            VStack {
                Button("Open") { showsDetail = true }
                Button("First") { selection = 1 }
            }
            .navigationDestination(isPresented: $showsDetail) {
                Text("Detail")
            }
            .navigationDestination(isPresented: Binding(
                get: { selection == 1 },
                set: { if !$0, selection == 1 { selection = nil } }
            )) {
                Text("One")
            }
        }
    }
}

struct Library: View {
    var body: some View {
        SwiftUI.NavigationSplitView.init {
            List {
                NavigationLink.init {
                    Text("Book")
                } label: {
                    Text("Book")
                }
            }
        } detail: {
            Text("Pick a book")
        }
    }
}
