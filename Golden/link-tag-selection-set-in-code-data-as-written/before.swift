import SwiftUI

// The detail column checks that a row holds a selection code sets only where the check reads
// as the rows' data did: data with a closure goes in parentheses (a closure there would read
// as the `if`'s body); data that names the row's own name, which the `if let` would shadow,
// gets no check; a selection set by the initializer counts as one code sets.
struct Shelves: View {
    @State private var open: String?
    let names = ["Fiction", "", "Poetry"]
    let remembered: String?

    var body: some View {
        NavigationView {
            List {
                ForEach(names.filter { !$0.isEmpty }, id: \.self) { name in
                    NavigationLink(name, tag: name, selection: $open) {
                        Text("Books in \(name)")
                    }
                }
            }
            Text("Pick a shelf")
        }
        .onAppear { open = remembered }
    }
}

struct Folder: Hashable {
    var name: String
    var subfolders: [Folder] = []
}

struct FolderBrowser: View {
    @State private var open: Folder?
    let folder: Folder
    let remembered: Folder?

    var body: some View {
        NavigationView {
            List {
                ForEach(folder.subfolders, id: \.self) { folder in
                    NavigationLink(folder.name, tag: folder, selection: $open) {
                        Text("Files in \(folder.name)")
                    }
                }
            }
            Text("Pick a folder")
        }
        .onAppear { open = remembered }
    }
}

struct Rooms: View {
    @State private var open: String?
    let rooms = ["Kitchen", "Hall"]

    init(start: String?) {
        _open = State(initialValue: start)
    }

    var body: some View {
        NavigationView {
            List {
                ForEach(rooms, id: \.self) { room in
                    NavigationLink(room, tag: room, selection: $open) {
                        Text("Lights in \(room)")
                    }
                }
            }
            Text("Pick a room")
        }
    }
}
