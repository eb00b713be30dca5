// The sidebar keeps its selection, with a starting value, in its own @State: the state moves
// up into the split view with that value and comes back down as a @Binding; the preview hands
// the sidebar a constant of the same value.
import SwiftUI

enum Tool: Hashable {
    case pen, eraser
}

struct ToolSidebar: View {
    var title: String
    @Binding var tool: Tool?
    var showsHints = true

    var body: some View {
        List(selection: $tool) {
            NavigationLink("Pen", value: Tool.pen)
            NavigationLink("Eraser", value: Tool.eraser)
        }
        .navigationTitle(title)
    }
}

struct CanvasRoot: View {
    let name = "Sketch"
    @State private var tool: Tool? = .pen

    var body: some View {
        NavigationSplitView {
            ToolSidebar(title: name, tool: $tool, showsHints: false)
        } detail: {
            switch tool {
            case Tool.pen?:
                Text("Pen settings")
            case Tool.eraser?:
                Text("Eraser settings")
            default:
                Text("Pick a tool")
            }
        }
    }
}

#Preview {
    ToolSidebar(title: "Tools", tool: .constant(.pen))
}
