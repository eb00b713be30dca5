import SwiftUI

final class Library: ObservableObject {
    @Published var titles = ["Dune"]
}

struct ShelfView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        List(library.titles, id: \.self) { Text($0) }
    }
}

// Flags the view owns drive its links, so they become a typed path. The one destination for
// the path goes on the stack's root before the `environmentObject` the root hands its
// content, so the shelf pushed from it still finds the library.
struct LibraryHome: View {
    @StateObject private var library = Library()

    enum Route: Hashable, Codable {
        case showsShelf, showsWishlist
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open shelf") { if !path.contains(.showsShelf) { path.append(.showsShelf) } }
                Button("Open wishlist") { if !path.contains(.showsWishlist) { path.append(.showsWishlist) } }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .showsShelf:
                    ShelfView()
                case .showsWishlist:
                    Text("Wishlist")
                }
            }
            .environmentObject(library)
        }
    }
}
