// The sidebar shows the rows view only while a toggle is on: a detail column driven by the
// selection would show their destinations whatever the toggle, so the screen stays.
import SwiftUI
enum Room: Hashable { case kitchen }
struct House: View {
    @State private var room: Room? = .kitchen
    var body: some View {
        NavigationView {
            HouseSidebar(room: $room)
            Text("Pick a room")
        }
    }
}
struct HouseSidebar: View {
    @Binding var room: Room?
    @AppStorage("showRooms") private var showRooms = false
    var body: some View {
        List {
            Toggle("Rooms", isOn: $showRooms)
            if showRooms {
                RoomRows(room: $room)
            }
        }
    }
}
struct RoomRows: View {
    @Binding var room: Room?
    var body: some View {
        NavigationLink(tag: Room.kitchen, selection: $room) { Text("Kitchen page") } label: { Text("Kitchen") }
    }
}
