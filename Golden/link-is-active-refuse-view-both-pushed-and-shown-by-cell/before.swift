import SwiftUI

// A cell that pushes the view it is handed and also draws it as its label: the view is in the
// list's row as well, where its link's destination cannot go, so the link stays, with a
// finding, and the navigation view around the list with it.
struct PreviewCell<Content: View>: View {
    let content: Content

    var body: some View {
        NavigationLink {
            content
        } label: {
            content
        }
    }
}

struct BookBadge: View {
    @State private var showsAuthor = false

    var body: some View {
        VStack {
            Button("Author") { showsAuthor = true }
            NavigationLink(destination: Text("Author"), isActive: $showsAuthor) { EmptyView() }
        }
    }
}

struct Library: View {
    var body: some View {
        NavigationView {
            List {
                PreviewCell(content: BookBadge())
            }
        }
        .navigationViewStyle(.stack)
    }
}
