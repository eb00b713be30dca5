import SwiftUI

// The sidebar's tags name `Shelves.Room`, declared inside the sidebar view: the detail column
// written into this view would name it `Room`, which is not in scope here, so the sidebar is
// refused and this navigation view waits with it.
struct Library: View {
    @State private var room: Shelves.Room?

    var body: some View {
        NavigationView {
            Shelves(room: $room)
            Text("Pick a room")
        }
    }
}
