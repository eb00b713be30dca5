// `tag:selection:` links in a view that the app's own modifier (`.inOwnNavigation()`, in another
// file) puts in a navigation view: navmigrate does not plan them through the modifier, so they
// are refused, saying where their navigation view is, and that navigation view waits for them
// rather than becoming a stack around old links.
import SwiftUI

struct Menu: View {
    @State private var selection: Int?

    var body: some View {
        VStack {
            Button("First") { selection = 1 }
            Button("Second") { selection = 2 }
            NavigationLink(destination: Text("One"), tag: 1, selection: $selection) { EmptyView() }
            NavigationLink(destination: Text("Two"), tag: 2, selection: $selection) { EmptyView() }
        }
        .inOwnNavigation()
    }
}
