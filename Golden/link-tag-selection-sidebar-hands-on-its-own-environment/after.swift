import SwiftUI

final class Library: ObservableObject {
    @Published var shelves = ["Fiction", "History"]
}

struct ShelfSidebar: View {
    @EnvironmentObject var library: Library
    @Environment(\.colorScheme) private var colorScheme
    @State private var shelf: String? = "Fiction"

    var body: some View {
        NavigationSplitView {
            List(library.shelves, id: \.self, selection: $shelf) { name in
                NavigationLink(value: name) {
                    Text(name)
                }
            }
            // Handed on again, as the view already reads them from the environment.
            .environmentObject(self.library)
            .environment(\.colorScheme, colorScheme)
        } detail: {
            if let name = shelf, library.shelves.contains(name) {
                ShelfPage(name: name)
            } else {
                Text("Pick a shelf")
            }
        }
    }
}

struct ShelfPage: View {
    @EnvironmentObject var library: Library
    let name: String

    var body: some View {
        Text(name)
    }
}
