import SwiftUI

struct FolderList: View {
    var folders: [Folder]
    @Binding var picked: Folder?

    var body: some View {
        List(folders, selection: $picked) { folder in
            NavigationLink(value: folder) {
                Label(folder.name, systemImage: "folder")
            }
        }
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
