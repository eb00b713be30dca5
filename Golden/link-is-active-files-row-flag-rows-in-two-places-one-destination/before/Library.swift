import SwiftUI

struct Library: View {
    var pinned: [Photo]
    var recent: [Photo]

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Pinned")
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(pinned) { photo in
                            PhotoTile(photo: photo)
                        }
                    }
                    Text("Recent")
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(recent) { photo in
                            PhotoTile(photo: photo)
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
        .navigationViewStyle(.stack)
    }
}
