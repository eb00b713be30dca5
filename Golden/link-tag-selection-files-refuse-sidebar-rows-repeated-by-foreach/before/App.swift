// The rows view is repeated by a `ForEach` in the sidebar's list, and it repeats its links with a
// `ForEach` of its own: the detail would look the selection up in rows of rows, so it is refused,
// saying so.
import SwiftUI
struct House: View {
    var floors: [[String]]
    @State private var room: String?
    var body: some View {
        NavigationView {
            HouseSidebar(floors: floors, room: $room)
            Text("Pick a room")
        }
    }
}
struct HouseSidebar: View {
    var floors: [[String]]
    @Binding var room: String?
    var body: some View {
        List {
            ForEach(floors, id: \.self) { floor in FloorRows(rooms: floor, room: $room) }
        }
    }
}
struct FloorRows: View {
    var rooms: [String]
    @Binding var room: String?
    var body: some View {
        ForEach(rooms, id: \.self) { name in
            NavigationLink(tag: name, selection: $room) { Text("Room \(name)") } label: { Text(name) }
        }
    }
}
