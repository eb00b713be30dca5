// The sidebar view is declared inside a namespace and made as `Catalog.ShelfSidebar(...)` in the
// split view's column: a use of that view like any other, so its links and the navigation view
// migrate together (it was refused with a reason about rule selection).
import SwiftUI

enum Catalog {
    struct ShelfSidebar: View {
        @Binding var shelf: String?

        var body: some View {
            List {
                NavigationLink("Maps", tag: "maps", selection: $shelf) {
                    Text("Map shelf")
                }
            }
        }
    }
}

struct CatalogRoot: View {
    @State private var shelf: String?

    var body: some View {
        NavigationView {
            Catalog.ShelfSidebar(shelf: $shelf)
            Text("Pick a shelf")
        }
    }
}
