import SwiftUI

// `Items` shows its list in a navigation view of its own on macOS and plainly elsewhere, where
// the tabs' navigation view pushes it. Its `tag:selection:` links are refused (in the list
// outside its own navigation view, their selection drives no column), so the tabs' navigation
// view waits for them too: a new stack would push an old link that may not reset its
// selection on Back.
struct Tabs: View {
    var body: some View {
        TabView {
            NavigationView {
                Dashboard()
            }
            .tabItem { Text("Home") }
        }
    }
}

struct Dashboard: View {
    var body: some View {
        NavigationLink {
            Items(start: 1)
        } label: {
            Text("All items")
        }
    }
}

struct Items: View {
    let start: Int?
    @State private var selection: Int?

    var body: some View {
        #if os(macOS)
        NavigationView {
            list
        }
        #else
        list
        #endif
    }

    private var list: some View {
        List {
            ForEach(0..<3) { index in
                NavigationLink(destination: Text("Item \(index)"), tag: index, selection: $selection) {
                    Text("Row \(index)")
                }
            }
        }
        .onAppear { selection = start }
    }
}
