import SwiftUI

// A hidden link that all its view shows, fired by a keyboard shortcut: the `Color.clear` that
// would carry its destination has nothing to fire, so the link stays, with the navigation view
// that shows it.
struct ShortcutLink: View {
    @Binding var opensSearch: Bool

    var body: some View {
        NavigationLink(destination: Text("Search"), isActive: $opensSearch) {
            EmptyView()
        }
        .keyboardShortcut("f")
    }
}

struct Library: View {
    @State private var opensSearch = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Books")
                ShortcutLink(opensSearch: $opensSearch)
            }
        }
        .navigationViewStyle(.stack)
    }
}
