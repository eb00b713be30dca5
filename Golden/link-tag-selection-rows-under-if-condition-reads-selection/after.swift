import SwiftUI

// The folder rows are shown only while nothing or a folder is selected, a condition that reads
// the selection itself: the detail column's lookup names the selected value apart, so the
// condition still reads the property, not the unwrapped value.
struct Folder: Identifiable {
    let id: Int
    var name: String
}

struct Drive: View {
    var folders: [Folder]
    @State private var selection: Int?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                if selection != 0 {
                    ForEach(folders) { folder in
                        NavigationLink(value: folder.id) {
                            Text(folder.name)
                        }
                    }
                }
                NavigationLink(value: 0) {
                    Text("Trash")
                }
            }
        } detail: {
            if let selectedID = selection, let folder = folders.first(where: { $0.id == selectedID }), selection != 0 {
                Text("Files in \(folder.name)")
            } else if selection == 0 {
                Text("Trash")
            } else {
                Text("Pick a folder")
            }
        }
    }
}
