import SwiftUI

struct ReaderFlow: View {
    var body: some View {
        NavigationSplitView {
            Text("Chapters")
        } detail: {
            ShelfPage()
        }
    }
}

struct ShelfPage: View {
    var body: some View {
        Text("The reader's own page")
    }
}
