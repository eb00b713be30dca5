import SwiftUI

// Two children and columns from `PadColumns`: a split view.
struct ReaderView: View {
    var body: some View {
        NavigationView {
            List { Text("Feeds") }
            Text("Pick a feed")
        }
        .modifier(PadColumns())
    }
}
