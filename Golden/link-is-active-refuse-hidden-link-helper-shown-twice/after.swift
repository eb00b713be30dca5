import SwiftUI

// A helper that is nothing but a hidden link, shown as a view of its own in two places: a
// `Color.clear` there would take room in the layout, so the link stays, with a finding.
struct ShelfView: View {
    @State private var showsSearch = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Shelf")
                searchLink
                Button("Search") { showsSearch = true }
                searchLink
            }
        }
    }

    private var searchLink: some View {
        NavigationLink(destination: Text("Search"), isActive: $showsSearch) {
            EmptyView()
        }
    }
}
