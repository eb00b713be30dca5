import SwiftUI

// Both modules' `ShelfPage` present this sheet: the library's under a `.stack` style, the
// reader's under `.columns`. Each module's own `ShelfPage` is followed, and the two styles
// disagree, so this navigation view is refused, naming both.
struct SearchSheet: View {
    var body: some View {
        NavigationView {
            Text("Results")
            Text("Pick a result")
        }
    }
}
