import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

struct PhotoGrid: View {
    var photos: [Photo]

    var body: some View {
        List(photos) { photo in
            Text(photo.caption)
        }
    }
}

struct PhotoInspector: View {
    var body: some View {
        Text("Select a photo to inspect it")
    }
}

struct LibraryView: View {
    var photos: [Photo]

    var body: some View {
        NavigationSplitView {
            PhotoGrid(photos: photos)
                .navigationTitle("Library")
        } detail: {
            #if os(iOS)
            Text("Select a photo")
            #else
            PhotoInspector()
                .frame(minWidth: 240)
            #endif
        }
    }
}
