import SwiftUI

// A `Group` that is all a view's `body` shows holds a hidden link with modifiers of its own:
// the `Color.clear` that carries the destination takes the link's place under them, so the
// title it sets and its `.onAppear` act as they did (the bar title is rewritten in the same
// run); `.isDetailLink(false)`, a link's own, and `.hidden()` go. The `Group`'s sheet stays.
struct SearchLinks: View {
    @Binding var showsResults: Bool
    @Binding var showsHelp: Bool

    var body: some View {
        Group {
            Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $showsResults) {
                Text("Results")
            }
            .navigationTitle("")
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { print("links shown") }
        }
        .sheet(isPresented: $showsHelp) {
            Text("Help")
        }
    }
}

struct Search: View {
    @State private var showsResults = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Search") { showsResults = true }
                Button("Help") { showsHelp = true }
                SearchLinks(showsResults: $showsResults, showsHelp: $showsHelp)
            }
        }
    }
}
