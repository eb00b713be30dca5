import SwiftUI

// Cells whose initializers hand the pushed view in under labels of their own: `opening:`
// assigned to `destination`, a trailing closure as the last parameter, and one the
// initializer calls to make the view (`self.destination = make()`). What is handed
// there is pushed from the cell, not drawn in the list's row.
struct BookCell<Destination: View>: View {
    let title: String
    let destination: Destination

    init(_ title: String, opening detail: Destination) {
        self.title = title
        self.destination = detail
    }

    var body: some View {
        NavigationLink(destination: destination) {
            Text(title)
        }
    }
}

struct AuthorCell<Destination: View>: View {
    let name: String
    let destination: () -> Destination

    init(_ name: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.name = name
        self.destination = destination
    }

    var body: some View {
        NavigationLink {
            destination()
        } label: {
            Text(name)
        }
    }
}

struct SeriesCell<Destination: View>: View {
    let name: String
    let destination: Destination

    init(_ name: String, @ViewBuilder make: () -> Destination) {
        self.name = name
        self.destination = make()
    }

    var body: some View {
        NavigationLink {
            destination
        } label: {
            Text(name)
        }
    }
}
