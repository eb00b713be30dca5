import SwiftUI

struct OrdersScreen: View {
    let orders = ["A-1", "B-2"]

    var body: some View {
        NavigationView {
            VStack {
                ForEach(orders, id: \.self) { order in
                    Text(order).opensOrderDetail(order)
                }
            }
            .navigationTitle("Orders")
        }
        .navigationViewStyle(.stack)
    }
}

struct OrderDetail: View {
    let order: String

    var body: some View {
        NavigationView {
            Text("Order \(order)")
                .navigationTitle(order)
        }
    }
}
