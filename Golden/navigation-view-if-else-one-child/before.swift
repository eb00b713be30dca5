import SwiftUI

struct Order: Identifiable {
    let id: Int
    var summary: String
}

struct OrdersView: View {
    var orders: [Order]
    var isLoading: Bool

    var body: some View {
        NavigationView {
            if isLoading {
                Text("Loading orders…")
            } else {
                List(orders) { order in
                    Text(order.summary)
                }
                .navigationTitle("Orders")
            }
        }
    }
}
