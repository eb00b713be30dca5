// The sidebar view's `List` shows a section view of its own, and the links are written there:
// the selection would move onto the sidebar's `List`, in another view than the links, which
// navmigrate does not do. The links, the sidebar and the navigation view stay, and the
// finding names the sidebar rather than a destination in a lazy container.
import SwiftUI

enum Shelf: Hashable {
    case fiction, poetry, history
}

struct ShelvesSplitView: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationView {
            ShelvesSidebar(shelf: $shelf)
            Text("Pick a shelf")
        }
    }
}
