import SwiftUI

struct FolderSidebar: View {
    var folders: [Folder]
    @Binding var selection: Folder?

    var body: some View {
        List {
            ForEach(folders) { folder in
                NavigationLink(tag: folder, selection: $selection) {
                    FolderNotes(folder: folder)
                } label: {
                    Label(folder.name, systemImage: "folder")
                }
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
