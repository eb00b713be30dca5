import SwiftUI

struct Folder: Identifiable {
    let id: Int
    var name: String
}

struct FolderList: View {
    var folders: [Folder]

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
        }
    }
}

struct FilesView: View {
    var folders: [Folder]

    var body: some View {
        NavigationView {
            FolderList(folders: folders)
                .navigationTitle("Files")
            #if os(macOS)
            Text("Select a folder")
            Text("Select a file")
            #else
            Text("Select a folder")
            #endif
        }
    }
}
