// The cards' ForEach is in a VStack, which builds every card at once, but the VStack is handed
// to a view of the app's own, `Panel`, which shows it in a List row: the cards' destinations
// would sit in that lazy row, so the link is refused, naming `Panel`.
import SwiftUI

struct Panel<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        List {
            content()
        }
    }
}

struct OrdersView: View {
    var orders: [Order]

    var body: some View {
        NavigationView {
            Panel {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(orders) { order in
                        OrderCard(order: order)
                    }
                }
            }
            .navigationTitle("Orders")
        }
        .navigationViewStyle(.stack)
    }
}
