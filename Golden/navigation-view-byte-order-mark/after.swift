import SwiftUI

struct Receipt: Identifiable {
    let id: Int
    var store: String
}

struct ReceiptsView: View {
    var receipts: [Receipt]

    var body: some View {
        NavigationStack {
            List(receipts) { receipt in
                Text(receipt.store)
            }
            .navigationTitle("Receipts")
        }
    }
}

struct ReceiptsSplitView: View {
    var body: some View {
        NavigationView {
            Text("Receipts")
            Text("Totals")
            Text("Details")
            Text("Export")
        }
    }
}
