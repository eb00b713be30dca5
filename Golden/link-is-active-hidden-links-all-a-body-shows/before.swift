import SwiftUI

// A view whose `body` is two hidden links and nothing else: each becomes a `Color.clear` of no
// size carrying its destination, and the navigation view that shows the view becomes a stack.
struct ComposeLinks: View {
    @Binding var showsDrafts: Bool
    @Binding var showsOutbox: Bool

    var body: some View {
        NavigationLink(destination: Text("Drafts"), isActive: $showsDrafts) {
            EmptyView()
        }
        NavigationLink(destination: Text("Outbox"), isActive: $showsOutbox) {
            EmptyView()
        }
    }
}

struct Compose: View {
    @State private var showsDrafts = false
    @State private var showsOutbox = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Drafts") { showsDrafts = true }
                Button("Outbox") { showsOutbox = true }
                ComposeLinks(showsDrafts: $showsDrafts, showsOutbox: $showsOutbox)
            }
        }
        .navigationViewStyle(.stack)
    }
}
