// A tile shown in two grids of one view: its flag moves up once into that view, and the stack
// around both grids carries the one destination, which either grid's tiles open.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var title: String
}

struct PhotoTile: View {
    let photo: Photo
    @State private var showsInfo = false

    var body: some View {
        Text(photo.title)
            .onLongPressGesture { showsInfo = true }
            .background(
                NavigationLink(destination: PhotoInfo(photo: photo), isActive: $showsInfo) {
                    EmptyView()
                }
            )
    }
}

struct PhotoInfo: View {
    var photo: Photo

    var body: some View {
        Text("About \(photo.title)")
    }
}
