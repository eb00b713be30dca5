// The sidebar view's `List` shows a section view of its own, and the links are written there:
// the sidebar's list takes the selection it hands that view, the links become value links,
// and their destinations go into the split view's detail column. The section view keeps its
// binding, which it no longer reads (a note says so), so the sidebar needs no other change.
import SwiftUI

enum Shelf: Hashable {
    case fiction, poetry, history
}

struct ShelvesSplitView: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationSplitView {
            ShelvesSidebar(shelf: $shelf)
        } detail: {
            switch shelf {
            case Shelf.fiction?:
                Text("Novels")
            case Shelf.poetry?:
                Text("Poems")
            default:
                Text("Pick a shelf")
            }
        }
    }
}
