// Rows of a ForEach that a ScrollView builds all at once (no List, Form or lazy stack): each
// row keeps its own flag, so its link becomes a navigationDestination on the row, and the
// navigation view around the screen becomes a stack.
import SwiftUI

struct OrdersView: View {
    var orders: [Order]

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(orders) { order in
                        OrderCard(order: order)
                            .padding(.horizontal)
                    }
                }
            }
            .navigationTitle("Orders")
        }
        .navigationViewStyle(.stack)
    }
}
