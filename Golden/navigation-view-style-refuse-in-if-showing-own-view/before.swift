import SwiftUI

// A style in a postfix `#if` on a view that shows a view of the app's: the
// project's graph does not follow styles through `#if`, so it stays, with a
// finding.
struct LibraryTab: View {
    var body: some View {
        LibraryShelf()
            #if os(iOS)
            .navigationViewStyle(.stack)
            #endif
    }
}

struct LibraryShelf: View {
    var body: some View {
        Text("Shelf")
    }
}
