import SwiftUI

struct WorkshopView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink {
                    ToolShelf()
                } label: {
                    Label("Tools", systemImage: "hammer")
                }
            }
            .navigationTitle("Workshop")
            Text("Pick a shelf")
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
        NavigationView {
            List {
                NavigationLink("Roses") {
                    Text("Roses")
                }
            }
            Text("Pick a bed")
        }
    }
}
