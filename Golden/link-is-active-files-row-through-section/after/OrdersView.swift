import SwiftUI

struct OrdersView: View {
    var orders: [Order]

    var body: some View {
        NavigationView {
            List {
                ForEach(orders) { order in
                    OrderSection(order: order)
                }
            }
            .navigationTitle("Orders")
        }
    }
}
