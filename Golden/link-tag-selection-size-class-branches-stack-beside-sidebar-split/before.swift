// A body that shows one navigation view or another by size class: plain links in a stack when
// compact, a sidebar list of `tag:selection:` links otherwise. Each migrates on its own: the
// first becomes a `NavigationStack`, the second a split view whose detail column the selection
// drives. The selection starts on `1`: the old sidebar showed Rooms in its detail column at
// launch, and the split view's detail column does too.
import SwiftUI

struct Home: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State var selection: Int? = 1

    var body: some View {
        if sizeClass == .compact {
            NavigationView {
                List {
                    NavigationLink("Rooms", destination: Rooms())
                }
                .navigationBarTitle("Home")
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
