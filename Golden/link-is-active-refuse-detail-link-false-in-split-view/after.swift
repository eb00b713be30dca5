import SwiftUI

// A hidden link marked `.isDetailLink(false)` in the first column of a two-column navigation
// view pushes its destination in that column, not in the detail one. The split view's
// `navigationDestination` would show it in the detail column, so the link is refused, and the
// navigation view stays with it.
struct Folders: View {
    @State private var showsArchive = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Archive") { showsArchive = true }
                NavigationLink(isActive: $showsArchive) {
                    Text("Archived folders")
                } label: {
                    EmptyView()
                }
                .isDetailLink(false)
            }
            Text("Pick a folder")
        }
    }
}
