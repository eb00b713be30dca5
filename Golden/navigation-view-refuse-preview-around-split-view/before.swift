import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Albums")
            }
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
        NavigationView {
            AlbumView()
        }
    }
}
