import SwiftUI

final class Bookshelf: ObservableObject {
    @Published var genres = ["Poetry", "Travel"]
    static let demo = Bookshelf()
}

struct ShelvesRoot: View {
    @State private var genre: String? = "Poetry"

    var body: some View {
        NavigationView {
            // The object comes from this modifier on the sidebar's column only.
            GenreSidebar(genre: $genre)
                .withDemoShelf()
            Text("Pick a genre")
        }
    }
}

extension View {
    func withDemoShelf() -> some View {
        environmentObject(Bookshelf.demo)
    }
}
