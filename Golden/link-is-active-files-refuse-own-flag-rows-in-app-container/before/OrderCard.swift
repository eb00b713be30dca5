import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var customer: String
}

struct OrderCard: View {
    var order: Order
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(order.customer)
                .font(.headline)
            Text("Order #\(order.id)")
        }
        .background(
            NavigationLink(isActive: $isEditing) {
                OrderEditor(order: order)
            } label: {
                EmptyView()
            }
        )
        .onTapGesture { isEditing = true }
    }
}

struct OrderEditor: View {
    var order: Order

    var body: some View {
        Text("Editing \(order.customer)")
    }
}
