// A view with an isActive link is shown by OrderSection, which has no list of its own but is
// a row of a ForEach in a List in OrdersView: the destination would still sit inside that
// lazy container, so the link is refused, and the finding names both views on the way.
import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var customer: String
    var items: [String]
}

struct OrderLine: View {
    var order: Order
    @State private var isShowingReceipt = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(order.customer)
            Button("Print receipt") { isShowingReceipt = true }
            NavigationLink("", isActive: $isShowingReceipt) {
                ReceiptView(order: order)
            }
            .hidden()
        }
    }
}

struct ReceiptView: View {
    var order: Order

    var body: some View {
        List(order.items, id: \.self) { item in
            Text(item)
        }
        .navigationTitle("Receipt")
    }
}
