import SwiftUI

final class Shelf: ObservableObject, Identifiable {
    let id: String
    init(id: String) { self.id = id }
}

struct ShelfSidebar: View {
    @EnvironmentObject var shelf: Shelf
    let shelves: [Shelf]
    @State private var open: String? = nil

    var body: some View {
        NavigationView {
            List {
                ForEach(shelves) { shelf in
                    // `shelf` here is the row's, not the view's own environment object.
                    NavigationLink(tag: shelf.id, selection: $open) {
                        ShelfPage()
                    } label: {
                        Text(shelf.id)
                    }
                    .environmentObject(shelf)
                }
            }

            Text("Pick a shelf")
        }
    }
}

struct ShelfPage: View {
    @EnvironmentObject var shelf: Shelf

    var body: some View {
        Text(shelf.id)
    }
}
