// The one child shows a view that shows the sidebar list: the finding names both, and the
// navigation view is refused as when the child is the list's view itself.
import SwiftUI

struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            LibraryShell()
        }
    }
}

struct LibraryShell: View {
    var body: some View {
        VStack {
            Text("Library")
            LibrarySidebar()
        }
    }
}
