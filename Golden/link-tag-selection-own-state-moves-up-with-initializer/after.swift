// The sidebar keeps its selection in its own @State beside a plain private property, which
// keeps its memberwise initializer private (the split view made it with `TrailSidebar()`): the
// state moves up into the split view, and the sidebar gets an initializer that takes the
// binding alone, every other property starting with a value.
import SwiftUI

struct TrailsRoot: View {
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            TrailSidebar(selection: $selection)
        } detail: {
            switch selection {
            case "ridge"?:
                Text("Ridge trail")
            case "valley"?:
                Text("Valley trail")
            default:
                Text("Pick a trail")
            }
        }
    }
}

struct TrailSidebar: View {
    @Binding var selection: String?
    @State private var showsFavourites = false
    private var hint = "Swipe a trail to save it"

    init(selection: Binding<String?>) {
        _selection = selection
    }

    var body: some View {
        List(selection: $selection) {
            Toggle("Favourites only", isOn: $showsFavourites)
            Text(hint)
            NavigationLink("Ridge", value: "ridge")
            NavigationLink("Valley", value: "valley")
        }
    }
}
