import SwiftUI

// The helper builds its link's destination in a constant and is shown in a `List` row: the
// destination can neither stay in the row nor leave the helper, so it stays.
struct Orders: View {
    @State private var opensOrder = false

    var body: some View {
        NavigationView {
            List {
                Text("Order")
                    .background(orderLink)
            }
        }
    }

    var orderLink: some View {
        let order = Text("Order 1")
        return NavigationLink(destination: order, isActive: $opensOrder) { EmptyView() }
    }
}
