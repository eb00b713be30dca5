// The sidebar's destination is a view its file keeps private: the split view's detail column,
// in this file, could not name it, so the links and the navigation view stay, with a finding
// that says to make the view internal first.
import SwiftUI

struct ShelfSplitView: View {
    @State private var shelf: Int?

    var body: some View {
        NavigationView {
            ShelfSidebar(shelf: $shelf)
            Text("Pick a shelf")
        }
    }
}
