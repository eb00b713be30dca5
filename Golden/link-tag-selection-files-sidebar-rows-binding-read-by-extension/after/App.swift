// An extension of the rows view in another file reads its binding: the rows migrate, and no note
// claims the binding is no longer read.
import SwiftUI
enum Room: Hashable { case kitchen }
struct House: View {
    @State private var room: Room?
    var body: some View {
        NavigationSplitView {
            HouseSidebar(room: $room)
        } detail: {
            switch room {
            case Room.kitchen?:
                Text("Kitchen page")
            default:
                Text("Pick a room")
            }
        }
    }
}
struct HouseSidebar: View {
    @Binding var room: Room?
    var body: some View {
        List(selection: $room) { RoomRows(room: $room) }
    }
}
struct RoomRows: View {
    @Binding var room: Room?
    var body: some View {
        NavigationLink(value: Room.kitchen) { Text("Kitchen") }
            .onAppear(perform: resetIfNeeded)
    }
}
