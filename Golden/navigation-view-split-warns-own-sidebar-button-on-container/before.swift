import SwiftUI

// The app's own sidebar button sits in a toolbar on the navigation view itself.
enum LibraryCommands {
    static func toggleSidebar() {}
}

struct LibraryWindow: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Books") { Text("Books") }
            }
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
