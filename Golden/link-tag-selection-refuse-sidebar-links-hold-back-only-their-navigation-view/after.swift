// `tag:selection:` links left as they are hold back only the navigation view that shows them,
// not the navigation view of plain links in the other branch of the body, which migrates. In
// `Home` the links are refused (a tag repeats), and the navigation view they are in names its
// own link. In `Lobby` they sit in a helper whose navigation view is refused (a sidebar list
// written in a helper gets no detail column), and they stay with it.
import SwiftUI

struct Home: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State var selection: Int? = 1

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List {
                    NavigationLink("Rooms") { Rooms() }
                }
                .navigationTitle("Home")
            }
        } else {
            NavigationView {
                List(selection: $selection) {
                    NavigationLink(destination: Rooms(), tag: 1, selection: $selection) {
                        Text("Rooms")
                    }
                    NavigationLink(destination: Rooms(), tag: 1, selection: $selection) {
                        Text("Rooms again")
                    }
                }
                .listStyle(SidebarListStyle())
            }
        }
    }
}

struct Lobby: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State private var selection: Int?

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List {
                    NavigationLink("Rooms") { Rooms() }
                }
            }
        } else {
            NavigationView {
                sidebar
            }
        }
    }

    private var sidebar: some View {
        List(selection: $selection) {
            NavigationLink(destination: Rooms(), tag: 1, selection: $selection) {
                Text("Rooms")
            }
        }
        .listStyle(.sidebar)
    }
}

struct Rooms: View {
    var body: some View {
        Text("Rooms")
    }
}
