import SwiftUI

// The app forces the stack style on iOS where it shows a navigation view of two children, in a
// postfix `#if`: on iOS that navigation view has one column, not a split view's two, so it is
// refused (a stack would show both children at once), and the style stays with it.
struct Root: View {
    var body: some View {
        Library()
        #if os(iOS)
            .navigationViewStyle(.stack)
        #endif
    }
}

struct Library: View {
    var body: some View {
        NavigationView {
            List {
                Text("Books")
            }
            Text("Pick one")
        }
    }
}
