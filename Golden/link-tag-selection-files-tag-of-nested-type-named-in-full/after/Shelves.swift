import SwiftUI

struct Shelves: View {
    enum Room: Hashable {
        case reading, archive
    }

    @Binding var room: Room?

    var body: some View {
        List(selection: $room) {
            NavigationLink(value: Shelves.Room.reading) {
                Text("Reading")
            }
            NavigationLink(value: Shelves.Room.archive) {
                Text("Archive")
            }
        }
    }
}
