import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Albums")
            }
        } detail: {
            Text("Pick an album")
        }
    }
}

struct LibraryView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            LibraryView()
        }
    }
}

struct AlbumView: View {
    var body: some View {
        Text("Album")
    }
}

struct AlbumView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            AlbumView()
        }
    }
}
