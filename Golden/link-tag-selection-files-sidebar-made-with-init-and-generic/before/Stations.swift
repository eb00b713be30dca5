// The split views make their sidebars as `StationSidebar.init(...)` and `TagSidebar<String>(...)`:
// each is a use of the sidebar view like `StationSidebar(...)`, so the sidebar's links and the
// navigation view migrate together (before, the navigation view became a split view and the
// sidebar's links stayed).
import SwiftUI

struct StationsRoot: View {
    @State private var station: String?

    var body: some View {
        NavigationView {
            StationSidebar.init(selection: $station)
            Text("Pick a station")
        }
    }
}

struct TagsRoot: View {
    var tags = ["rail", "bus"]
    @State private var tag: String?

    var body: some View {
        NavigationView {
            TagSidebar<String>(items: tags, selection: $tag)
            Text("Pick a tag")
        }
    }
}
