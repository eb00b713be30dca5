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
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: SidebarItem.allNotes) {
                    Label("All Notes", systemImage: "note.text")
                }
                Section("Folders") {
                    ForEach(folders) { folder in
                        NavigationLink(value: SidebarItem.folder(folder.id)) {
                            Label(folder.name, systemImage: "folder")
                                .badge(folder.noteCount)
                        }
                    }
                }
                NavigationLink(value: SidebarItem.trash) {
                    Label("Recently Deleted", systemImage: "trash")
                }
            }
            .navigationTitle("Notes")
        } detail: {
            if selection == SidebarItem.allNotes {
                NotesList(title: "All Notes")
            } else if let selection = selection, let folder = folders.first(where: { SidebarItem.folder($0.id) == selection }) {
                FolderNotes(folder: folder)
            } else if selection == SidebarItem.trash {
                NotesList(title: "Recently Deleted")
            } else {
                Text("No folder selected")
            }
        }
    }
}
