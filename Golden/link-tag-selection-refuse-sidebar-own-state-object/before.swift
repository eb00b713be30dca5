// The sidebar makes its own model and selects through a member of it: the split view's detail
// column has no way to read that object, so the links and the navigation view stay as they are.
import SwiftUI

final class PhotoModel: ObservableObject {
    @Published var album: String?
}

struct PhotosRoot: View {
    var body: some View {
        NavigationView {
            AlbumSidebar()
            Text("Pick an album")
        }
    }
}

struct AlbumSidebar: View {
    @StateObject private var model = PhotoModel()

    var body: some View {
        List {
            NavigationLink("Recents", tag: "recents", selection: $model.album) {
                Text("Recent photos")
            }
            NavigationLink("Favourites", tag: "favourites", selection: $model.album) {
                Text("Favourite photos")
            }
        }
    }
}
