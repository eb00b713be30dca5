// The sidebar view is declared inside a namespace and made as `Catalog.ShelfSidebar(...)` in the
// split view's column: a use of that view like any other, so its links and the navigation view
// migrate together (it was refused with a reason about rule selection).
import SwiftUI

enum Catalog {
    struct ShelfSidebar: View {
        @Binding var shelf: String?

        var body: some View {
            List(selection: $shelf) {
                NavigationLink("Maps", value: "maps")
            }
        }
    }
}

struct CatalogRoot: View {
    @State private var shelf: String?

    var body: some View {
        NavigationSplitView {
            Catalog.ShelfSidebar(shelf: $shelf)
        } detail: {
            switch shelf {
            case "maps"?:
                Text("Map shelf")
            default:
                Text("Pick a shelf")
            }
        }
    }
}
