import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var customer: String
}

final class EditorState: ObservableObject {
    @Published var isEditing = false
}

struct OrderCard: View {
    var order: Order
    @ObservedObject var editor: EditorState

    var body: some View {
        Text(order.customer)
            .background(
                NavigationLink(isActive: $editor.isEditing) {
                    OrderEditor(order: order)
                } label: {
                    EmptyView()
                }
            )
            .onTapGesture { editor.isEditing = true }
    }
}

struct OrderEditor: View {
    var order: Order

    var body: some View {
        Text("Editing \(order.customer)")
    }
}
