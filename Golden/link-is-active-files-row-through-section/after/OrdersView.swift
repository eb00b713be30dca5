import SwiftUI

struct OrdersView: View {
    var orders: [Order]

    var body: some View {
        NavigationView {
            ScrollView {
                ForEach(orders) { order in
                    OrderSection(order: order)
                }
            }
            .navigationTitle("Orders")
        }
    }
}
