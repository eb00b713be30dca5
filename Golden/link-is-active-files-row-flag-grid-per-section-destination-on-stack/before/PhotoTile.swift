// The tiles' grid is made once for each album by a `ForEach` in a plain stack: the stack
// around all the albums, outside every repeated view, carries the one destination.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var title: String
}

struct Album: Identifiable {
    let id: Int
    var name: String
    var photos: [Photo]
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
