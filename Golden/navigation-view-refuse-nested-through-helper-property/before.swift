import SwiftUI

// The navigation view of `ShelfView` sits in a helper property its `body` shows, and the tab
// shows `ShelfView` inside a navigation view of its own: as stacks the two would nest, so both
// stay, each with a finding naming the other, as they do when the inner one is in `body`.
struct ShelfView: View {
    var body: some View {
        shelf
    }

    private var shelf: some View {
        NavigationView {
            List { Text("Dune") }
        }
    }
}

struct LibraryTabs: View {
    var body: some View {
        TabView {
            NavigationView {
                ShelfView()
            }
            .tabItem { Text("Shelf") }
        }
    }
}
