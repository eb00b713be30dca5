// The navigation view's one child is a view whose List has the sidebar style: on iPad that was
// a sidebar column beside an empty detail, where its links opened. A NavigationStack would show
// the list full width and push over it, so the navigation view is refused, naming the view.
import SwiftUI

struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            LibrarySidebar()
        }
    }
}
