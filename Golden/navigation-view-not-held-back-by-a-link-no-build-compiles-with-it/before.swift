import SwiftUI

// The rows' `tag:selection:` link is compiled only for macOS, and the navigation view that
// shows them only for watchOS: no build has both, so the link, refused for its own reasons,
// does not hold the watch screen back.
struct Rows: View {
    @Binding var picked: Int?

    var body: some View {
        List(0..<3, id: \.self) { index in
            #if os(macOS)
            NavigationLink(destination: Text("Item \(index)"), tag: index, selection: $picked) {
                Text("Row \(index)")
            }
            #else
            NavigationLink {
                Text("Item \(index)")
            } label: {
                Text("Row \(index)")
            }
            #endif
        }
    }
}

#if os(watchOS)
struct WatchHome: View {
    @State private var picked: Int?

    var body: some View {
        NavigationView {
            Rows(picked: $picked)
        }
    }
}
#endif
