import SwiftUI

// A Mac sidebar with the app's own button that toggles it (a NavigationView has none on macOS):
// the split view shows a sidebar button of its own, so the migration goes on, with a warning at
// the app's button, which would stand beside the built-in one.
enum MainWindow {
    static func toggleSidebar() {
        // Sends the sidebar toggle to the key window's split view.
    }
}

struct LibraryWindow: View {
    @State private var page: Int? = 0

    var body: some View {
        NavigationSplitView {
            List(selection: $page) {
                Text("Songs").tag(0)
                Text("Albums").tag(1)
            }
            .toolbar {
                Button {
                    MainWindow.toggleSidebar()
                } label: {
                    Image(systemName: "sidebar.leading")
                }
            }
        } detail: {
            Text("Pick a page")
        }
    }
}
