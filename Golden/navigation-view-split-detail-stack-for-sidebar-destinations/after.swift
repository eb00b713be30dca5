import SwiftUI

struct WorkshopView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink {
                    ToolShelf()
                } label: {
                    Label("Tools", systemImage: "hammer")
                }
            }
            .navigationTitle("Workshop")
        } detail: {
            NavigationStack {
                Text("Pick a shelf")
            }
        }
    }
}

struct ToolShelf: View {
    var body: some View {
        List(["Saw", "Drill"], id: \.self) { tool in
            NavigationLink(tool) {
                Text(tool)
            }
        }
    }
}

struct GardenView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Roses") {
                    Text("Roses")
                }
            }
        } detail: {
            Text("Pick a bed")
        }
    }
}
