import SwiftUI

// Two children and columns from `PadColumns`: a split view.
struct ReaderView: View {
    var body: some View {
        NavigationSplitView {
            List { Text("Feeds") }
        } detail: {
            Text("Pick a feed")
        }
        .modifier(PadColumns())
    }
}
