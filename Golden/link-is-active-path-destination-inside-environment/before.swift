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
    @State private var showsShelf = false
    @State private var showsWishlist = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Open shelf") { showsShelf = true }
                Button("Open wishlist") { showsWishlist = true }
                NavigationLink(destination: ShelfView(), isActive: $showsShelf) { EmptyView() }
                NavigationLink(destination: Text("Wishlist"), isActive: $showsWishlist) { EmptyView() }
            }
            .environmentObject(library)
        }
        .navigationViewStyle(.stack)
    }
}
