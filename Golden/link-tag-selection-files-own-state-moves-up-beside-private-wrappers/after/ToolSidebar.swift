import SwiftUI

struct ToolSidebar: View {
    var title = "Tools"
    @Binding var tool: String?
    @State private var showsHints = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        List(selection: $tool) {
            Toggle("Hints", isOn: $showsHints)
            Text(colorScheme == .dark ? "Dark" : "Light")
            NavigationLink("Pen", value: "pen")
            NavigationLink("Eraser", value: "eraser")
        }
        .navigationTitle(title)
    }
}
