// The rows view's second link is compiled only in debug builds: the detail column written for
// the selection would name its destination in every build, so the screen stays, with a finding.
import SwiftUI
enum Room: Hashable {
    case kitchen
    #if DEBUG
    case lab
    #endif
}
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
        #if DEBUG
        NavigationLink(tag: Room.lab, selection: $room) { Text("Lab page") } label: { Text("Lab") }
        #endif
    }
}
