// Comments on lines of their own in a link's destination, before its view or after it, move
// with the destination into the detail column's case.
import SwiftUI

enum Room: Hashable {
    case kitchen, garden
}

struct House: View {
    @State private var room: Room?

    var body: some View {
        NavigationSplitView {
            List(selection: $room) {
                NavigationLink("Kitchen", value: Room.kitchen)
                NavigationLink("Garden", value: Room.garden)
            }
        } detail: {
            switch room {
            case Room.kitchen?:
                // A real page comes with the recipes.
                Text("Kitchen page")
            case Room.garden?:
                Text("Garden page")
                // Seasons go here.
            default:
                Text("Pick a room")
            }
        }
    }
}
