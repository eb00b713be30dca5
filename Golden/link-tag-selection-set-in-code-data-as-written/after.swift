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
        NavigationSplitView {
            List(names.filter { !$0.isEmpty }, id: \.self, selection: $open) { name in
                NavigationLink(name, value: name)
            }
        } detail: {
            if let name = open, (names.filter { !$0.isEmpty }).contains(name) {
                Text("Books in \(name)")
            } else {
                Text("Pick a shelf")
            }
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
        NavigationSplitView {
            List(folder.subfolders, id: \.self, selection: $open) { folder in
                NavigationLink(folder.name, value: folder)
            }
        } detail: {
            if let folder = open {
                Text("Files in \(folder.name)")
            } else {
                Text("Pick a folder")
            }
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
        NavigationSplitView {
            List(rooms, id: \.self, selection: $open) { room in
                NavigationLink(room, value: room)
            }
        } detail: {
            if let room = open, rooms.contains(room) {
                Text("Lights in \(room)")
            } else {
                Text("Pick a room")
            }
        }
    }
}
