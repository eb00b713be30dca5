import SwiftUI

// Shows the reader plainly, inside the feed tab's navigation view.
struct FeedScreen: View {
    var body: some View {
        VStack {
            Text("Feed")
            ReaderPane()
        }
    }
}
