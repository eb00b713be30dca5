import SwiftUI

struct OrderDetail: View {
    var body: some View {
        Text("Order")
    }
}

struct ReceiptView: View {
    var body: some View {
        Text("Receipt")
    }
}

struct OrdersScreen: View {
    @Binding var isShowingOrder: Bool
    @Binding var isShowingReceipt: Bool

    var body: some View {
        VStack {
            NavigationLink(destination: OrderDetail(), isActive: $isShowingOrder) {
                Text("Latest order")
            }
            NavigationLink("Receipt", isActive: $isShowingReceipt) {
                ReceiptView()
            }
        }
    }
}

struct OrdersTab: View {
    @State private var isShowingOrder = false
    @State private var isShowingReceipt = false

    var body: some View {
        NavigationView {
            OrdersScreen(isShowingOrder: $isShowingOrder, isShowingReceipt: $isShowingReceipt)
        }
        .navigationViewStyle(.stack)
    }
}
