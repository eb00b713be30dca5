import SwiftUI

// A style in a postfix `#if` on a view that shows a view of the app's: the
// project's graph follows it through the `#if` into that view, which has no
// navigation view, so the style does nothing and goes, `#if` and all.
struct LibraryTab: View {
    var body: some View {
        LibraryShelf()
    }
}

struct LibraryShelf: View {
    var body: some View {
        Text("Shelf")
    }
}
