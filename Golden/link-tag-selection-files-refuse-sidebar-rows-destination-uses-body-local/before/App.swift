// The rows view's destination uses a `let` its `body` declares, which the split view's detail
// column would not have: the screen stays, with a finding that names it.
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
        let title = "Kitchen page"
        NavigationLink(tag: Room.kitchen, selection: $room) { Text(title) } label: { Text("Kitchen") }
    }
}
