import SwiftUI

/// One platform's release in the check is the one that brought `NavigationStack`: the fallback
/// runs there only below it, where the old API is what exists, and stays as written.
struct ReceiptsScreen: View {
    var body: some View {
        if #available(iOS 16, macOS 14, *) {
            NavigationStack {
                Text("Receipts")
            }
        } else {
            NavigationView {
                Text("Receipts")
                    .navigationBarTitle("Receipts")
            }
        }
    }
}
