import SwiftUI

// The item starts on the chain's line and its last brace sits left of that line: the item's
// body keeps its steps under the item, and the brace goes under it.
struct ReceiptSheet: View {
    var dismiss: () -> Void
    var body: some View {
        NavigationStack {
            Form {
                Text("Total")
            }.navigationTitle("Receipt").navigationBarItems(trailing: Button(action: {
                dismiss()
            }) {
                Text("Close")
        })
        }
    }
}
