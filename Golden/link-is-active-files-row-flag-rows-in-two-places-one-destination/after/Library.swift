import SwiftUI

struct Library: View {
    var pinned: [Photo]
    var recent: [Photo]
    @State private var showsInfo: Photo?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Pinned")
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(pinned) { photo in
                            PhotoTile(photo: photo, showsInfo: $showsInfo)
                        }
                    }
                    Text("Recent")
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(recent) { photo in
                            PhotoTile(photo: photo, showsInfo: $showsInfo)
                        }
                    }
                }
                .navigationDestination(isPresented: Binding(
                    get: { showsInfo != nil },
                    set: { if !$0 { showsInfo = nil } }
                )) {
                    if let photo = showsInfo {
                        PhotoInfo(photo: photo)
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}
