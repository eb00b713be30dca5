import SwiftUI

enum Catalogue {
    static let shelves = ["fiction", "poetry"]
    static let featuredShelf = "poetry"
}

struct ShelfScreen: View {
    @State private var browsing = false
    @State private var showsReadingRoom = false

    var body: some View {
        NavigationStack {
            List {
                if !browsing {
                    if !Catalogue.shelves.contains(where: { $0.localizedCaseInsensitiveCompare(Catalogue.featuredShelf) == .orderedSame }) {
                        Button("Reading room") { showsReadingRoom = true }
                    }
                }
            }
            .navigationTitle("Shelves")
            .navigationDestination(
                isPresented: !browsing && !Catalogue.shelves.contains(where: { $0.localizedCaseInsensitiveCompare(Catalogue.featuredShelf) == .orderedSame })
                    ? $showsReadingRoom : .constant(false)
            ) {
                Text("Quiet, please")
            }
        }
    }
}
