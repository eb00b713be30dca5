import SwiftUI

struct SnippetGrid: View {
    var snippets: [Snippet]
    let refresh = 1 // seconds

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(snippets, id: \.self) { snippet in
                        SnippetCard(snippet: snippet, canEdit: true)
                    }
                }
            }
            .navigationTitle("Snippets")
        }
        .navigationViewStyle(.stack)
    }
}
