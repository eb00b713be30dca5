import SwiftUI

struct DraftsView: View {
    @State private var drafts = ["Hello"]

    var body: some View {
        NavigationStack {
            List(drafts, id: \.self) { draft in
                Text(draft)
            }
            .navigationTitle("Drafts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New") { drafts.append("") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
            .toolbar(drafts.isEmpty ? .hidden : .visible, for: .navigationBar)
        }
    }
}
