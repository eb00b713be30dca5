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
        NavigationView {
            List {
                if selection != 0 {
                    ForEach(folders) { folder in
                        NavigationLink(tag: folder.id, selection: $selection) {
                            Text("Files in \(folder.name)")
                        } label: {
                            Text(folder.name)
                        }
                    }
                }
                NavigationLink(tag: 0, selection: $selection) {
                    Text("Trash")
                } label: {
                    Text("Trash")
                }
            }
            Text("Pick a folder")
        }
    }
}
