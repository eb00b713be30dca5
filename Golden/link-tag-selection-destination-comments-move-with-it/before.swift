// Comments on lines of their own in a link's destination, before its view or after it, move
// with the destination into the detail column's case.
import SwiftUI

enum Room: Hashable {
    case kitchen, garden
}

struct House: View {
    @State private var room: Room?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Kitchen", tag: Room.kitchen, selection: $room) {
                    // A real page comes with the recipes.
                    Text("Kitchen page")
                }
                NavigationLink("Garden", tag: Room.garden, selection: $room) {
                    Text("Garden page")
                    // Seasons go here.
                }
            }
            Text("Pick a room")
        }
    }
}
