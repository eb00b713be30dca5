import SwiftUI

struct Albums: View {
    var albums: [Album]

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(albums) { album in
                        Section(header: Text(album.name)) {
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                                ForEach(album.photos) { photo in
                                    PhotoTile(photo: photo)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Albums")
        }
        .navigationViewStyle(.stack)
    }
}
