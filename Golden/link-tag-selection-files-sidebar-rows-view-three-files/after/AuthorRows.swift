import SwiftUI

struct AuthorRows: View {
    var authors: [Author]
    @Binding var picked: Author?

    var body: some View {
        Section("Everyone") {
            ForEach(authors) { author in
                NavigationLink(value: author) {
                    Text(author.name)
                }
            }
        }
    }
}

struct AuthorPage: View {
    var author: Author

    var body: some View {
        Text(author.name)
            .navigationTitle(author.name)
    }
}
