// The row view a `ForEach` repeats is tagged with the element itself (strings, `id: \.self`):
// the detail column binds the selection to the row's property name, as the `ForEach` of a list
// written in one view does, and the sidebar keeps the binding it hands the row.
import SwiftUI
struct Glossary: View {
    var terms: [String]
    @State private var term: String?
    var body: some View {
        NavigationSplitView {
            TermList(terms: terms, term: $term)
        } detail: {
            if let word = term {
                Text("About \(word)")
                    .navigationTitle(word)
            } else {
                Text("Pick a term")
            }
        }
    }
}
struct TermList: View {
    var terms: [String]
    @Binding var term: String?
    var body: some View {
        List(selection: $term) {
            ForEach(terms, id: \.self) { entry in
                TermRow(word: entry, current: $term)
            }
        }
        .listStyle(.sidebar)
    }
}
struct TermRow: View {
    let word: String
    @Binding var current: String?
    var body: some View {
        NavigationLink(word, value: word)
    }
}
