import SwiftUI

// The sidebar's tags name its nested `Room` in full (`Shelves.Room.reading`), which reads the
// same in this view: the detail column written here switches on the selection.
struct Library: View {
    @State private var room: Shelves.Room?

    var body: some View {
        NavigationView {
            Shelves(room: $room)
            Text("Pick a room")
        }
    }
}
