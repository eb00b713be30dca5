import SwiftUI

// No navigation in this file: it is read because a navigation view shows its view as its one
// child.
struct ShelfColumns: View {
    var body: some View {
        List {
            Text("Novels")
            Text("Poetry")
        }
        Text("Pick a shelf")
    }
}
