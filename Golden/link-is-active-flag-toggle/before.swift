import SwiftUI

struct FiltersView: View {
    var body: some View {
        Text("Filters")
    }
}

struct SortView: View {
    var body: some View {
        Text("Sort")
    }
}

struct SearchResults: View {
    @State private var showFilters = false
    @State private var showSort = false

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    Button("Filters") { showFilters.toggle() }
                    Button("Sort") {
                        showSort.toggle()
                    }
                }
                NavigationLink(destination: FiltersView(), isActive: $showFilters) { EmptyView() }
                NavigationLink(destination: SortView(), isActive: $showSort) { EmptyView() }
            }
        }
    }
}
