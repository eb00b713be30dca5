import SwiftUI

// tvOS builds this too, and takes no branch of the `#if`: there the navigation view has one
// child, a stack, while iOS shows two columns.
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
