import SwiftUI

struct FolderSidebar: View {
    var folders: [Folder]
    @Binding var selection: Folder?

    var body: some View {
        List(folders, selection: $selection) { folder in
            NavigationLink(value: folder) {
                Label(folder.name, systemImage: "folder")
            }
        }
        .navigationTitle("Folders")
    }
}

struct FolderNotes: View {
    var folder: Folder

    var body: some View {
        List(folder.notes, id: \.self) { note in
            Text(note)
        }
        .navigationTitle(folder.name)
    }
}
