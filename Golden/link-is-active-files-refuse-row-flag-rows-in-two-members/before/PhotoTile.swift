// A tile shown by two helper properties of one view, each with its own grid: no view of that
// `body` holds both grids, so the one destination has nowhere to go, and the tile's link
// stays, with a finding that says why.
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
                NavigationLink(destination: Text("About \(photo.title)"), isActive: $showsInfo) {
                    EmptyView()
                }
            )
    }
}
