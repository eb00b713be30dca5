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
    var body: some View {
        Text("The reader's own page")
    }
}
