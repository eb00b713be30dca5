// The sidebar's other private properties are all wrapped and start with a value (@State,
// @Environment), which leaves its memberwise initializer internal: the state moves up, the
// sidebar gets no initializer of its own, and the split view's call keeps the title it passes,
// the binding after it.
import SwiftUI

struct ToolsRoot: View {
    @State private var tool: String?

    var body: some View {
        NavigationSplitView {
            ToolSidebar(title: "Brushes", tool: $tool)
        } detail: {
            switch tool {
            case "pen"?:
                Text("Pen")
            case "eraser"?:
                Text("Eraser")
            default:
                Text("Pick a tool")
            }
        }
    }
}
