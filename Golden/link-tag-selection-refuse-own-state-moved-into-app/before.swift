// The split view is written in the app's `WindowGroup`: the sidebar's own selection state moved
// up there would be one for every window, where each window's sidebar had its own. The links
// and the navigation view stay, with a finding that says to give the split view a view first.
import SwiftUI

@main
struct SketchesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                SketchSidebar()
                Text("Pick a sketch")
            }
        }
    }
}

struct SketchSidebar: View {
    @State private var sketch: String? = "first"

    var body: some View {
        List {
            NavigationLink("First", tag: "first", selection: $sketch) {
                Text("First sketch")
            }
        }
    }
}
