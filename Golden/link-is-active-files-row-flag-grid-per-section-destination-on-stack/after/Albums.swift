import SwiftUI

struct Albums: View {
    var albums: [Album]
    @State private var showsInfo: Photo?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(albums) { album in
                        Section(header: Text(album.name)) {
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                                ForEach(album.photos) { photo in
                                    PhotoTile(photo: photo, showsInfo: $showsInfo)
                                }
                            }
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
            .navigationTitle("Albums")
        }
    }
}
