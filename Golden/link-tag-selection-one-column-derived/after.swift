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

    var body: some View {
        NavigationStack {
            List {
                ForEach(orders) { order in
                    NavigationLink("Order \(order.number)") {
                        OrderStatus(order: order)
                    }
                }
            }
            .navigationTitle("Orders")
        }
    }
}
