import SwiftUI

enum Shelf: Hashable {
    case books, films
}

// Every platform the project builds takes a branch of the `#if`: it is the detail column.
struct LibrarySidebar: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Books"), tag: Shelf.books, selection: $shelf) {
                    Text("Books")
                }
                NavigationLink(destination: Text("Films"), tag: Shelf.films, selection: $shelf) {
                    Text("Films")
                }
            }
#if os(iOS)
            Text("Pick a shelf")
#elseif os(macOS)
            Text("Select a shelf")
#endif
        }
    }
}
