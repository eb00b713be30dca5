import SwiftUI

// Two sidebar views stacked in one column, each with links that select for the next column:
// a split view's detail column follows one selection, so both are refused, with the
// navigation view, and nothing else goes wrong.
struct Desk: View {
    @State private var drawer: Drawer?
    @State private var shelf: Shelf?

    var body: some View {
        NavigationView {
            VStack {
                DrawerList(pick: $drawer)
                ShelfList(pick: $shelf)
            }
            Text("Pick something")
        }
    }
}
