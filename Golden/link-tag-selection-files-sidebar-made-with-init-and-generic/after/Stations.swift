// The split views make their sidebars as `StationSidebar.init(...)` and `TagSidebar<String>(...)`:
// each is a use of the sidebar view like `StationSidebar(...)`, so the sidebar's links and the
// navigation view migrate together (before, the navigation view became a split view and the
// sidebar's links stayed).
import SwiftUI

struct StationsRoot: View {
    @State private var station: String?

    var body: some View {
        NavigationSplitView {
            StationSidebar.init(selection: $station)
        } detail: {
            switch station {
            case "central"?:
                Text("Central station")
            default:
                Text("Pick a station")
            }
        }
    }
}

struct TagsRoot: View {
    var tags = ["rail", "bus"]
    @State private var tag: String?

    var body: some View {
        NavigationSplitView {
            TagSidebar<String>(items: tags, selection: $tag)
        } detail: {
            if let item = tag {
                Text(item.description)
            } else {
                Text("Pick a tag")
            }
        }
    }
}
