// The split view owns the selection and shows a sidebar view from another file, whose links
// select through a @Binding: the selection moves onto the sidebar's List and the destination
// into this view's detail column, both files in one change set.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
    var notes: [String]
}

struct FoldersSplitView: View {
    var folders: [Folder]
    @State private var selection: Folder?

    var body: some View {
        NavigationView {
            FolderSidebar(folders: folders, selection: $selection)
            Text("Pick a folder")
                .foregroundStyle(.secondary)
        }
    }
}
