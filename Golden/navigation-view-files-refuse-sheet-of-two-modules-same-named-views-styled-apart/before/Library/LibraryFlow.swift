import SwiftUI

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
