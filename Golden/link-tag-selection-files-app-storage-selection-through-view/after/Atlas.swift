import SwiftUI

// The sidebar, shown through a panel view, keeps its selection in `@AppStorage`: nothing is
// handed down through the panel; the split view declares the same storage and reads it.
struct Atlas: View {
    @AppStorage("atlas.region") private var region: String?

    var body: some View {
        NavigationSplitView {
            SidebarPanel()
        } detail: {
            switch region {
            case "north"?:
                Text("Northern maps")
            case "south"?:
                Text("Southern maps")
            default:
                Text("Pick a region")
            }
        }
    }
}

struct SidebarPanel: View {
    var body: some View {
        Regions()
            .listStyle(.sidebar)
    }
}
