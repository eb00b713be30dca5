import SwiftUI

struct OrdersView: View {
    var orders: [Order]

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(orders) { order in
                    OrderSection(order: order)
                }
            }
            .navigationTitle("Orders")
        }
    }
}
