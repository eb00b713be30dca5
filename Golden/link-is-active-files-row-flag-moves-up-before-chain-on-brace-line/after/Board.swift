// The list's modifiers follow its closing brace on the same line (`}.listStyle(.plain)...`): the
// destination goes before the style, on lines of its own, and the rest of the chain moves to
// the next line at the brace's indentation.
import SwiftUI

struct Board: View {
    var items: [Item]
    @State private var showsDetail: Item?

    var body: some View {
        NavigationStack {
            List(items) { item in
                ItemRow(item: item, showsDetail: $showsDetail)
            }
            .navigationDestination(isPresented: Binding(
                get: { showsDetail != nil },
                set: { if !$0 { showsDetail = nil } }
            )) {
                if let item = showsDetail {
                    ItemDetail(item: item)
                }
            }
            .listStyle(.plain).navigationTitle("Items")
        }
    }
}
