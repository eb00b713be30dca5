import SwiftUI

struct ToolSidebar: View {
    var title = "Tools"
    @State private var tool: String?
    @State private var showsHints = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        List {
            Toggle("Hints", isOn: $showsHints)
            Text(colorScheme == .dark ? "Dark" : "Light")
            NavigationLink("Pen", tag: "pen", selection: $tool) {
                Text("Pen")
            }
            NavigationLink("Eraser", tag: "eraser", selection: $tool) {
                Text("Eraser")
            }
        }
        .navigationTitle(title)
    }
}
