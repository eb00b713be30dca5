import SwiftUI

// A grid's cell is handed a view it draws in the row (`content:`), not one its link pushes:
// that view is a row of the lazy grid, where its link's `navigationDestination` would not
// work, so the link stays, with a finding, and the navigation view with it.
struct Shelf: View {
    let books = ["Dune", "Emma"]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                    ForEach(books, id: \.self) { book in
                        BookCell(content: BookBadge(title: book))
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct BookCell<Content: View>: View {
    let content: Content

    var body: some View {
        VStack {
            content
            NavigationLink {
                Text("Shelf")
            } label: {
                Text("More")
            }
        }
    }
}

struct BookBadge: View {
    let title: String
    @State private var reviewing = false

    var body: some View {
        Button("Review \(title)") { reviewing = true }
            .background(
                NavigationLink(destination: Text("Review"), isActive: $reviewing) {
                    EmptyView()
                }
            )
    }
}
