import SwiftUI

struct TagList: View {
    var tags: [Tag]
    @State private var renaming: Tag?

    var body: some View {
        NavigationStack {
            List(tags, id: \.self) { tag in
                TagRow(tag: tag, renaming: $renaming)
            }
            .navigationDestination(isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
                if let tag = renaming {
                    Text("Rename \(tag.name)")
                }
            }
        }
    }
}
