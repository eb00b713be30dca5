import SwiftUI

enum Genre: Hashable {
    case jazz, folk
}

struct RecordShelves: View {
    @State private var genres: Set<Genre> = []

    var body: some View {
        NavigationView {
            List(selection: $genres) {
                NavigationLink(destination: Text("Jazz records")) {
                    Text("Jazz")
                }
                .tag(Genre.jazz)
                NavigationLink(destination: Text("Folk records")) {
                    Text("Folk")
                }
                .tag(Genre.folk)
            }
            Text("Choose a genre")
        }
    }
}
