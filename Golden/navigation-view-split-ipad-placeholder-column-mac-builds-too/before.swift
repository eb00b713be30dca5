import SwiftUI

// macOS shows a navigation view's columns whatever their number: the placeholder only iPad
// shows becomes a detail column that macOS leaves empty, as it was.
struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Albums") { Text("Albums") }
            }
#if os(iOS)
            Text("Pick a section")
#endif
        }
    }
}
