import SwiftUI

// Folder rows shown only while the folders are expanded: the detail column looks the selected
// folder up in the same data and keeps the condition, so a folder selected while collapsed
// shows the placeholder beside the list, as no link stood for it.
struct Folder: Identifiable {
    let id: Int
    var name: String
}

struct Browser: View {
    var folders: [Folder]
    @State private var selection: Int?
    @State private var showsFolders = true

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: 0) {
                    Label("All", systemImage: "tray")
                }
                Button(showsFolders ? "Hide folders" : "Show folders") {
                    showsFolders.toggle()
                }
                if showsFolders {
                    ForEach(folders) { folder in
                        NavigationLink(value: folder.id) {
                            Label(folder.name, systemImage: "folder")
                        }
                    }
                }
            }
        } detail: {
            if selection == 0 {
                Text("All files")
            } else if let selection = selection, let folder = folders.first(where: { $0.id == selection }), showsFolders {
                Text("Files in \(folder.name)")
            } else {
                Text("Pick a folder")
            }
        }
    }
}
