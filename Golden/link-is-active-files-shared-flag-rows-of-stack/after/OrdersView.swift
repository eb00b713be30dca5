// Rows of a ForEach that a ScrollView builds all at once, all handed the same flag: each row's
// navigationDestination would be driven by that one flag, so the link is refused.
import SwiftUI

struct OrdersView: View {
    var orders: [Order]
    @State private var isEditing = false

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(orders) { order in
                        OrderCard(order: order, isEditing: $isEditing)
                    }
                }
            }
            .navigationTitle("Orders")
        }
        .navigationViewStyle(.stack)
    }
}
