// The sidebar's list shows the rows view only on macOS: the detail column would show their
// destinations on every platform, so the screen stays, and the list's finding names the condition.
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
        List {
            Text("Rooms")
            #if os(macOS)
            MacRoomRows(room: $room)
            #endif
        }
    }
}
#if os(macOS)
struct MacRoomRows: View {
    @Binding var room: Room?
    var body: some View {
        NavigationLink(tag: Room.kitchen, selection: $room) { MacKitchen() } label: { Text("Kitchen") }
    }
}
struct MacKitchen: View {
    var body: some View { Text("Kitchen on a Mac") }
}
#endif
