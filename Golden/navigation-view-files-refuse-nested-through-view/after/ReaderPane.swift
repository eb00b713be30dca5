import SwiftUI

// Has a navigation view of its own, one view below the feed tab's: as two
// stacks they would nest.
struct ReaderPane: View {
    var body: some View {
        NavigationView {
            Text("Page")
                .navigationTitle("Reader")
        }
        .navigationViewStyle(.stack)
    }
}
