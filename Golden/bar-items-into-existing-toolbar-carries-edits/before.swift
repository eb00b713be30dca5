import SwiftUI

// The bar item that joins the toolbar carries the edits other rules make inside it (its link's
// destination closure, the title inside that), and the toolbar's own items are migrated too.
struct ArticleView: View {
    @State private var showsComments = false

    var body: some View {
        NavigationView {
            Text("Article")
                .navigationBarItems(trailing: NavigationLink(destination: Text("About").navigationBarTitle("About")) { Text("About") })
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        NavigationLink("Comments", isActive: $showsComments) { Text("Comments") }
                    }
                }
        }
    }
}
