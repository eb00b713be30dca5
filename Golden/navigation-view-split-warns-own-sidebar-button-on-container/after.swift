import SwiftUI

// The app's own sidebar button sits in a toolbar on the navigation view itself.
enum LibraryCommands {
    static func toggleSidebar() {}
}

struct LibraryWindow: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Books") { Text("Books") }
            }
        } detail: {
            Text("Nothing selected")
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button {
                    LibraryCommands.toggleSidebar()
                } label: {
                    Label("Sidebar", systemImage: "sidebar.leading")
                }
            }
        }
    }
}
