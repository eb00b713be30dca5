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
        NavigationView {
            List {
                NavigationLink(tag: 0, selection: $selection) {
                    Text("All files")
                } label: {
                    Label("All", systemImage: "tray")
                }
                Button(showsFolders ? "Hide folders" : "Show folders") {
                    showsFolders.toggle()
                }
                if showsFolders {
                    ForEach(folders) { folder in
                        NavigationLink(tag: folder.id, selection: $selection) {
                            Text("Files in \(folder.name)")
                        } label: {
                            Label(folder.name, systemImage: "folder")
                        }
                    }
                }
            }
            Text("Pick a folder")
        }
    }
}
