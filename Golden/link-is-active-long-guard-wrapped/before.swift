import SwiftUI

enum Catalogue {
    static let shelves = ["fiction", "poetry"]
    static let featuredShelf = "poetry"
}

struct ShelfScreen: View {
    @State private var browsing = false
    @State private var showsReadingRoom = false

    var body: some View {
        NavigationView {
            List {
                if !browsing {
                    if !Catalogue.shelves.contains(where: { $0.localizedCaseInsensitiveCompare(Catalogue.featuredShelf) == .orderedSame }) {
                        Button("Reading room") { showsReadingRoom = true }
                            .background(NavigationLink("", destination: Text("Quiet, please"), isActive: $showsReadingRoom).hidden())
                    }
                }
            }
            .navigationTitle("Shelves")
        }
        .navigationViewStyle(.stack)
    }
}
