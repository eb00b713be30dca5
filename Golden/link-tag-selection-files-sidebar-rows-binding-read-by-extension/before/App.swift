// An extension of the rows view in another file reads its binding: the rows migrate, and no note
// claims the binding is no longer read.
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
            .onAppear(perform: resetIfNeeded)
    }
}
