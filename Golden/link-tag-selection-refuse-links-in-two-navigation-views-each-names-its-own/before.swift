// A view's `tag:selection:` links in two navigation views, one in each branch of its body,
// are refused together (two selections). Each navigation view stays with them, and names the
// link it holds, not one in the other.
import SwiftUI

struct Home: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State var selection: Int?
    @State var other: Int?

    var body: some View {
        if sizeClass == .compact {
            NavigationView {
                List {
                    NavigationLink(destination: Rooms(), tag: 1, selection: $other) {
                        Text("Rooms")
                    }
                }
            }
        } else {
            NavigationView {
                List(selection: $selection) {
                    NavigationLink(destination: Rooms(), tag: 1, selection: $selection) {
                        Text("Rooms")
                    }
                }
                .listStyle(SidebarListStyle())
            }
        }
    }
}

struct Rooms: View {
    var body: some View {
        Text("Rooms")
    }
}
