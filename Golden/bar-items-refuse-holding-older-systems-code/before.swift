import SwiftUI

// The bar item's button runs code for older systems in the `else` of its availability check:
// moving the item into a toolbar would rewrite that code's place, so the modifier stays as it
// is, with a note at it and one at the fallback.
struct FeedView: View {
    @State private var composes = false
    @State private var composesInSheet = false

    var body: some View {
        List {
            Text("Post")
        }
        .navigationTitle("Feed")
        .navigationBarItems(trailing:
            Button(action: {
                if #available(iOS 16, *) {
                    composes = true
                } else {
                    composesInSheet = true
                }
            }) {
                Image(systemName: "plus")
            }
        )
    }
}
