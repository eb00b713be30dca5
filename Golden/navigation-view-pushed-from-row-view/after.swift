import SwiftUI

// A screen with its own navigation view, pushed only by links: one written in the list, and
// one in a row view that the list shows in a `ForEach`. The row sits in the list's navigation
// view like the list's own link, so the screen is pushed onto that stack from both, and its
// own navigation view goes rather than nest a second stack.
struct Library: View {
    let shelves = ["Poetry", "Plays"]

    var body: some View {
        NavigationStack {
            List {
                NavigationLink { Shelf(name: nil) } label: { Text("Every book") }
                ForEach(shelves, id: \.self) { name in
                    ShelfRow(name: name)
                }
            }
        }
    }
}

struct ShelfRow: View {
    let name: String

    var body: some View {
        NavigationLink { Shelf(name: name) } label: { Text(name) }
    }
}

struct Shelf: View {
    let name: String?

    var body: some View {
        Text(name ?? "Every book")
            .navigationTitle(name ?? "Books")
    }
}
