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
            Button { isShowingOrder = true } label: {
                Text("Latest order")
            }
            Button("Receipt") { isShowingReceipt = true }
        }
        .navigationDestination(isPresented: $isShowingOrder) {
            OrderDetail()
        }
        .navigationDestination(isPresented: $isShowingReceipt) {
            ReceiptView()
        }
    }
}

struct OrdersTab: View {
    @State private var isShowingOrder = false
    @State private var isShowingReceipt = false

    var body: some View {
        NavigationStack {
            OrdersScreen(isShowingOrder: $isShowingOrder, isShowingReceipt: $isShowingReceipt)
        }
    }
}
