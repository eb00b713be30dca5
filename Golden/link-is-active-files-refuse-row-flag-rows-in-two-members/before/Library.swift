import SwiftUI

struct Library: View {
    var pinned: [Photo]
    var recent: [Photo]
    var showsPinned: Bool

    var body: some View {
        NavigationView {
            if showsPinned {
                pinnedGrid
            } else {
                recentGrid
            }
        }
        .navigationViewStyle(.stack)
    }

    private var pinnedGrid: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(pinned) { photo in
                PhotoTile(photo: photo)
            }
        }
    }

    private var recentGrid: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(recent) { photo in
                PhotoTile(photo: photo)
            }
        }
    }
}
