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
            .navigationBarItems(leading: EditButton())
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New") { drafts.append("") }
                }
            }
            .navigationBarHidden(drafts.isEmpty)
        }
    }
}
