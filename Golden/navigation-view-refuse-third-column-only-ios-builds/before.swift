import SwiftUI

// A third column only iOS shows: the Mac had two columns, and a split view of three would give
// it an empty third.
struct ArchiveRoot: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Letters") { Text("Letters") }
            }
            Text("Pick a box")
#if os(iOS)
            Text("Pick a letter")
#endif
        }
    }
}
