import SwiftUI

struct ToolsScreen: View {
    struct Tool: Identifiable, Hashable {
        var id = UUID()
        var name: String
        var opened = false
    }

    struct Shelf: Identifiable {
        var id = UUID()
        var title: String
        var tools: [Tool]
    }

    @State private var shelves: [Shelf] = [
        Shelf(title: "Edit", tools: [Tool(name: "Crop"), Tool(name: "Rotate")]),
        Shelf(title: "Share", tools: [Tool(name: "Export")]),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($shelves) { shelf in
                    Section(shelf.title.wrappedValue) {
                        ForEach(shelf.tools) { $tool in
                            NavigationLink { ToolDetail(name: tool.name) } label: {
                                Label(tool.name, systemImage: "wrench")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Tools")
        }
    }
}

struct ToolDetail: View {
    let name: String
    var body: some View { Text(name) }
}
