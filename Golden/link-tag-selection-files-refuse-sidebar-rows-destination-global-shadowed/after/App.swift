// The rows view's destination reads a global `title`; the split view has a property of that name,
// which the destination would read once it moves into that view's detail column. Refused.
import SwiftUI
enum Room: Hashable { case kitchen }
let title = "Kitchen page"
struct House: View {
    var title = "Welcome"
    @State private var room: Room?
    var body: some View {
        NavigationView {
            HouseSidebar(room: $room)
            Text(title)
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
        NavigationLink(tag: Room.kitchen, selection: $room) { Text(title) } label: { Text("Kitchen") }
    }
}
