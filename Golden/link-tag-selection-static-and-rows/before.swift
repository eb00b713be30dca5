import SwiftUI

struct Folder: Identifiable {
    let id: Int
    var name: String
    var noteCount: Int
}

enum SidebarItem: Hashable {
    case allNotes
    case trash
    case folder(Folder.ID)
}

struct NotesList: View {
    var title: String

    var body: some View {
        Text(title)
    }
}

struct FolderNotes: View {
    var folder: Folder

    var body: some View {
        NotesList(title: folder.name)
    }
}

struct NotesSidebar: View {
    var folders: [Folder]
    @State private var selection: SidebarItem? = .allNotes

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: .allNotes, selection: $selection) {
                    NotesList(title: "All Notes")
                } label: {
                    Label("All Notes", systemImage: "note.text")
                }
                Section("Folders") {
                    ForEach(folders) { folder in
                        NavigationLink(tag: .folder(folder.id), selection: $selection) {
                            FolderNotes(folder: folder)
                        } label: {
                            Label(folder.name, systemImage: "folder")
                                .badge(folder.noteCount)
                        }
                    }
                }
                NavigationLink(tag: .trash, selection: $selection) {
                    NotesList(title: "Recently Deleted")
                } label: {
                    Label("Recently Deleted", systemImage: "trash")
                }
            }
            .navigationTitle("Notes")

            Text("No folder selected")
        }
    }
}
