// The sidebar's list has a row tagged with `.tag(...)`, which does nothing while the list has no
// selection; bound to the rows view's selection it would become selectable, so the screen stays.
import SwiftUI
enum Room: Hashable { case kitchen, hall }
struct House: View {
    @State private var room: Room?
    var body: some View {
        NavigationView {
            HouseSidebar(room: $room)
            Text("Pick a room")
        }
    }
}
struct HouseSidebar: View {
    @Binding var room: Room?
    var body: some View {
        List {
            Text("All rooms").tag(Room.hall)
            RoomRows(room: $room)
        }
    }
}
struct RoomRows: View {
    @Binding var room: Room?
    var body: some View {
        NavigationLink(tag: Room.kitchen, selection: $room) { Text("Kitchen page") } label: { Text("Kitchen") }
    }
}
