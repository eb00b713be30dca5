import SwiftUI

struct Order: Identifiable {
    let id: Int
    var number: String
    var status: String
}

struct OrderStatus: View {
    var order: Order

    var body: some View {
        VStack {
            Text("Order \(order.number)")
                .font(.headline)
            Text(order.status)
        }
    }
}

struct OrdersView: View {
    var orders: [Order]
    @State private var trackedOrder: Int? // The order being tracked.

    var body: some View {
        NavigationView {
            List {
                ForEach(orders) { order in
                    NavigationLink("Order \(order.number)", tag: order.id, selection: $trackedOrder) {
                        OrderStatus(order: order)
                    }
                }
            }
            .navigationTitle("Orders")
        }
    }
}
