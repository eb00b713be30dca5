import SwiftUI

enum Shelf: Hashable {
    case reading, finished
}

struct BookShelves: View {
    @State private var shelf: Shelf? = .reading

    var body: some View {
        NavigationView {
            List(selection: $shelf) {
                NavigationLink(destination: Text("Reading")) {
                    Label("Reading", systemImage: "book")
                }
                .tag(Shelf.reading)
                NavigationLink(destination: Text("Still reading")) {
                    Label("Also reading", systemImage: "book.closed")
                }
                .tag(Shelf.reading)
            }
            Text("Pick a shelf")
        }
    }
}
