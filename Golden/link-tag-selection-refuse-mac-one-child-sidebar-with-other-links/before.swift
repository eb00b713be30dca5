// A Mac window's one-child navigation view whose list mixes `tag:selection:` links with a plain
// link: the plain link's destination also showed beside the list, which a detail column
// driven by the selection would not show; the navigation view is refused as before, with its
// links.
import SwiftUI

struct LibraryWindow: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Novels", tag: .novels, selection: $shelf) {
                    Text("Novels")
                }
                NavigationLink("Poems", tag: .poems, selection: $shelf) {
                    Text("Poems")
                }
                NavigationLink("About") {
                    Text("Version 3")
                }
            }
        }
    }
}

enum Shelf: Hashable {
    case novels, poems
}
