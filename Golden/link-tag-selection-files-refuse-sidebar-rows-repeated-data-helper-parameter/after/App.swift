// The `ForEach` repeating the row view is in a helper function of the sidebar, over the
// function's parameter, which the split view's detail column cannot read: the rows are not
// taken for the sidebar's data, and the link is refused as one a `ForEach` repeats.
import SwiftUI
struct Room: Identifiable, Hashable { let id: Int; var name: String }
struct House: View {
    var rooms: [Room]
    @State private var room: Room.ID?
    var body: some View {
        NavigationView {
            RoomList(rooms: rooms, room: $room)
            Text("Pick a room")
        }
    }
}
struct RoomList: View {
    var rooms: [Room]
    @Binding var room: Room.ID?
    var body: some View {
        List { rows(rooms.filter { !$0.name.isEmpty }) }
    }
    func rows(_ rooms: [Room]) -> some View {
        ForEach(rooms) { room in RoomRow(room: room, selected: $room) }
    }
}
struct RoomRow: View {
    var room: Room
    @Binding var selected: Room.ID?
    var body: some View {
        NavigationLink(room.name, tag: room.id, selection: $selected) { Text(room.name) }
    }
}
