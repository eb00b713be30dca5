import SwiftUI

// A grid's cell is handed the view its link pushes (`destination:`): that view is pushed from
// the cell, not drawn in the grid's rows, so its own link migrates, and so does the
// navigation view around the grid.
struct Shelf: View {
    let books = ["Dune", "Emma"]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                    ForEach(books, id: \.self) { book in
                        BookCell(title: book, destination: BookDetail(title: book))
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
