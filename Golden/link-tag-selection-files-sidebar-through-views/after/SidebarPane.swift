import SwiftUI

struct SidebarPane: View {
    var folders: [Folder]
    @Binding var selection: Folder?

    var body: some View {
        VStack(spacing: 0) {
            FolderList(folders: folders, picked: $selection)
            Text("\(folders.count) folders")
                .font(.footnote)
        }
        .navigationTitle("Folders")
    }
}
