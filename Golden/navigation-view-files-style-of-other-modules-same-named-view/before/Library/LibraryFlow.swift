import SwiftUI

// Two modules each declare a `ShelfPage`. The library's shows `SearchSheet` in a sheet, and
// only the `.stack` style below reaches that sheet's navigation view; the reader module's
// `.columns` style is around its own `ShelfPage`, not this one, so the sheet's navigation view
// and this style both migrate.
struct LibraryFlow: View {
    var body: some View {
        NavigationView {
            ShelfPage()
        }
        .navigationViewStyle(.stack)
    }
}

struct ShelfPage: View {
    @State private var searching = false

    var body: some View {
        Button("Search") { searching = true }
            .sheet(isPresented: $searching) { SearchSheet() }
    }
}

struct SearchSheet: View {
    var body: some View {
        NavigationView {
            Text("Search")
        }
    }
}
