import SwiftUI

struct Shelves: View {
    enum Room: Hashable {
        case reading, archive
    }

    @Binding var room: Room?

    var body: some View {
        List {
            NavigationLink(tag: Room.reading, selection: $room) {
                Text("Reading room")
            } label: {
                Text("Reading")
            }
            NavigationLink(tag: Room.archive, selection: $room) {
                Text("Archive")
            } label: {
                Text("Archive")
            }
        }
    }
}
