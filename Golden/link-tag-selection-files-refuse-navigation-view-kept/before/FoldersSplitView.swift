// The sidebar view's links select through a @Binding into the split view's detail column;
// the navigation view that shows the sidebar stays (its style is chosen at runtime), so the
// links wait for it and both files stay as they are.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
    var notes: [String]
}

struct FoldersSplitView<S: NavigationViewStyle>: View {
    var style: S
    var folders: [Folder]
    @State private var selection: Folder?

    var body: some View {
        NavigationView {
            FolderSidebar(folders: folders, selection: $selection)
            Text("Pick a folder")
                .foregroundStyle(.secondary)
        }
        .navigationViewStyle(style)
    }
}
