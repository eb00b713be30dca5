import SwiftUI

struct SnippetGrid: View {
    var snippets: [Snippet]
    let refresh = 1 // seconds
    @State private var showsRename: Snippet?
    @State private var showsEditor: Snippet?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(snippets, id: \.self) { snippet in
                        SnippetCard(snippet: snippet, canEdit: true, showsRename: $showsRename, showsEditor: $showsEditor)
                    }
                }
                .navigationDestination(isPresented: Binding(
                    get: { showsRename != nil },
                    set: { if !$0 { showsRename = nil } }
                )) {
                    if let snippet = showsRename {
                        RenameSnippet(name: snippet.name)
                    }
                }
                .navigationDestination(isPresented: Binding(
                    get: { showsEditor != nil },
                    set: { if !$0 { showsEditor = nil } }
                )) {
                    if let snippet = showsEditor {
                        SnippetEditor(code: snippet.code)
                    }
                }
            }
            .navigationTitle("Snippets")
        }
    }
}
