// The sidebar keeps its selection in its own @State beside another private property: moved up
// into the split view as a @Binding, the sidebar's initializer that takes it would stay private
// (a private stored property makes the memberwise initializer private), so the split view could
// not call it. Links and navigation view stay as they are, with findings that say why.
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

    var body: some View {
        List {
            Toggle("Favourites only", isOn: $showsFavourites)
            NavigationLink("Ridge", tag: "ridge", selection: $selection) {
                Text("Ridge trail")
            }
            NavigationLink("Valley", tag: "valley", selection: $selection) {
                Text("Valley trail")
            }
        }
    }
}
