import SwiftUI

struct Shelves: View {
    enum Room: Hashable {
        case reading, archive
    }

    @Binding var room: Room?

    var body: some View {
        List {
            NavigationLink(tag: Shelves.Room.reading, selection: $room) {
                Text("Reading room")
            } label: {
                Text("Reading")
            }
            NavigationLink(tag: Shelves.Room.archive, selection: $room) {
                Text("Archive")
            } label: {
                Text("Archive")
            }
        }
    }
}
