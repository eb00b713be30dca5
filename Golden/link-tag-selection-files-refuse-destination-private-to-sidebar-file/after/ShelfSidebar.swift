import SwiftUI

struct ShelfSidebar: View {
    @Binding var shelf: Int?

    var body: some View {
        List {
            NavigationLink("Top", tag: 1, selection: $shelf) {
                ShelfContents(level: 1)
            }
        }
    }
}

private struct ShelfContents: View {
    var level: Int

    var body: some View {
        Text("Shelf \(level)")
    }
}
