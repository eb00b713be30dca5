import SwiftUI

enum Shelf: Hashable {
    case books, films
}

// Every platform the project builds takes a branch of the `#if`: it is the detail column.
struct LibrarySidebar: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationSplitView {
            List(selection: $shelf) {
                NavigationLink(value: Shelf.books) {
                    Text("Books")
                }
                NavigationLink(value: Shelf.films) {
                    Text("Films")
                }
            }
        } detail: {
            switch shelf {
            case Shelf.books?:
                Text("Books")
            case Shelf.films?:
                Text("Films")
            default:
#if os(iOS)
                Text("Pick a shelf")
#elseif os(macOS)
                Text("Select a shelf")
#else
                EmptyView()
#endif
            }
        }
    }
}
