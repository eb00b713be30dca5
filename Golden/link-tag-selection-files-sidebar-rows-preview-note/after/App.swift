// A preview shows the rows view in a navigation view of its own: the screen migrates, and a
// note says the preview's value links open nothing there, where they pushed before.
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
    }
}
struct RoomRows_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            List { RoomRows(room: .constant(.kitchen)) }
        }
    }
}
