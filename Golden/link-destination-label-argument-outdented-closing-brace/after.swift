import SwiftUI

/// The label closure's `}` was written back at the link's indentation (`})`), its body two
/// steps deeper: the body goes one step in under `} label: {`, the brace under the link.
struct ShelfList: View {
    @State private var shelves: [String] = []

    var body: some View {
        List {
            NavigationLink {
                ShelfEditor(onSave: {
                    shelves.append($0)
                })
            } label: {
                Text("New shelf")
                Text("Empty to start with")
            }
        }
    }
}

struct ShelfEditor: View {
    var onSave: (String) -> Void

    var body: some View {
        Button("Save") { onSave("Poetry") }
    }
}
