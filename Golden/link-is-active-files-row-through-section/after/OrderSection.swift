import SwiftUI

struct OrderSection: View {
    var order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Order #\(order.id)")
                .font(.headline)
            OrderLine(order: order)
        }
    }
}
