import SwiftUI

struct ReaderFlow: View {
    var body: some View {
        NavigationView {
            Text("Chapters")
            ShelfPage()
        }
        .navigationViewStyle(.columns)
    }
}

struct ShelfPage: View {
    @State private var searching = false

    var body: some View {
        Button("Find") { searching = true }
            .sheet(isPresented: $searching) { SearchSheet() }
    }
}
