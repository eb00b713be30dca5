// Rows of a ForEach that a ScrollView builds all at once, but the link's flag is a member of a
// model every row is handed: each row's navigationDestination would follow that one flag, so
// the link is refused, and the finding says the flag is not the row's own.
import SwiftUI

struct OrdersView: View {
    var orders: [Order]
    @StateObject private var editor = EditorState()

    var body: some View {
        NavigationView {
            ScrollView {
                ForEach(orders) { order in
                    OrderCard(order: order, editor: editor)
                }
            }
            .navigationTitle("Orders")
        }
        .navigationViewStyle(.stack)
    }
}
