import SwiftUI

// The detail column shows `BookList`, whose rows push through the app's own `ViewModifier`
// (`OpensBook`, in a file of its own; `BookList`'s file names no navigation at all): the
// column navigates, so it gets a `NavigationStack`, as the old column pushed.
struct LibraryRoot: View {
    @State private var shelf: Int? = 0

    var body: some View {
        NavigationView {
            List(selection: $shelf) {
                Text("Books").tag(0)
            }
            switch shelf {
            case 0:
                BookList()
            default:
                Text("Pick a shelf")
            }
        }
    }
}
