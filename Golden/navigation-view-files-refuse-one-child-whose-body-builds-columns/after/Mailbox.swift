import SwiftUI

// The navigation view's one child is a view of another file whose `body` builds two views:
// the navigation view shows them as two columns (the folder list and a placeholder detail), as
// if they were written as its children. A `NavigationStack` would show both at once, so the
// navigation view is refused with a finding that names the body. The stack-styled one takes one
// root, and a `NavigationStack` would show both of its child's views at once: refused too.
struct Mailbox: View {
    var body: some View {
        NavigationView {
            FolderColumns()
                .padding()
        }
    }
}

struct Compose: View {
    var body: some View {
        NavigationView {
            Draft()
        }
        .navigationViewStyle(.stack)
    }
}

struct Library: View {
    var body: some View {
        NavigationView {
            ShelfColumns()
        }
    }
}
