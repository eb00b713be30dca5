// A rows view's link has `.isDetailLink(false)`: on iPad its destination was pushed inside the
// sidebar's column, where a detail column driven by the selection would show it beside it.
// The screen stays, with a finding at the link.
import SwiftUI
enum Room: Hashable { case kitchen }
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
        List { RoomRows(room: $room) }
    }
}
struct RoomRows: View {
    @Binding var room: Room?
    var body: some View {
        NavigationLink(tag: Room.kitchen, selection: $room) { Text("Kitchen page") } label: { Text("Kitchen") }
            .isDetailLink(false)
    }
}
