// A preview shows the rows view in a navigation view of its own: the screen migrates, and a
// note says the preview's value links open nothing there, where they pushed before.
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
    }
}
struct RoomRows_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            List { RoomRows(room: .constant(.kitchen)) }
        }
    }
}
