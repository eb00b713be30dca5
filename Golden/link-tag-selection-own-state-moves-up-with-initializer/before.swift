// The sidebar keeps its selection in its own @State beside a plain private property, which
// keeps its memberwise initializer private (the split view made it with `TrailSidebar()`): the
// state moves up into the split view, and the sidebar gets an initializer that takes the
// binding alone, every other property starting with a value.
import SwiftUI

struct TrailsRoot: View {
    var body: some View {
        NavigationView {
            TrailSidebar()
            Text("Pick a trail")
        }
    }
}

struct TrailSidebar: View {
    @State private var selection: String?
    @State private var showsFavourites = false
    private var hint = "Swipe a trail to save it"

    var body: some View {
        List {
            Toggle("Favourites only", isOn: $showsFavourites)
            Text(hint)
            NavigationLink("Ridge", tag: "ridge", selection: $selection) {
                Text("Ridge trail")
            }
            NavigationLink("Valley", tag: "valley", selection: $selection) {
                Text("Valley trail")
            }
        }
    }
}
