// Initializers called by name (`NavigationView.init { }`, `NavigationLink.init(...)`,
// `SwiftUI.NavigationView.init { }`) make what the type's own call makes, and migrate as
// it does: the call keeps its `.init`, the type's name and labels change.
import SwiftUI

struct Inbox: View {
    @State private var showsDetail = false
    @State private var selection: Int?

    var body: some View {
        NavigationView.init {
            VStack {
                Button("Open") { showsDetail = true }
                Button("First") { selection = 1 }
                NavigationLink.init(destination: Text("Detail"), isActive: $showsDetail, label: { EmptyView() })
                NavigationLink.init(destination: Text("One"), tag: 1, selection: $selection) { EmptyView() }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Library: View {
    var body: some View {
        SwiftUI.NavigationView.init {
            List {
                NavigationLink.init(destination: Text("Book")) {
                    Text("Book")
                }
            }
            Text("Pick a book")
        }
    }
}
