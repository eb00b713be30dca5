import SwiftUI

// The bar item that joins the toolbar carries the edits other rules make inside it (its link's
// destination closure, the title inside that), and the toolbar's own items are migrated too.
struct ArticleView: View {
    var body: some View {
        NavigationStack {
            Text("Article")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        NavigationLink("Comments") { Text("Comments") }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        NavigationLink { Text("About").navigationTitle("About") } label: { Text("About") }
                    }
                }
        }
    }
}
