// The list's modifiers follow its closing brace on the same line (`}.listStyle(.plain)...`): the
// destination goes before the style, on lines of its own, and the rest of the chain moves to
// the next line at the brace's indentation.
import SwiftUI

struct Board: View {
    var items: [Item]

    var body: some View {
        NavigationView {
            List(items) { item in
                ItemRow(item: item)
            }.listStyle(.plain).navigationTitle("Items")
        }
    }
}
