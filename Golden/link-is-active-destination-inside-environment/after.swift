import SwiftUI

final class Basket: ObservableObject {
    @Published var items = 0
}

final class Payment: ObservableObject {
    @Published var showsReceipt = false
}

struct ReceiptView: View {
    @EnvironmentObject var basket: Basket

    var body: some View {
        Text("Items: \(basket.items)")
    }
}

// The hidden link's destination read the basket the stack around the link hands down. The
// new destination goes on that stack before its `environmentObject` and `font`, not after
// them, so it is still inside them: after them, the receipt would have no basket.
struct PaymentView: View {
    @StateObject private var payment = Payment()
    @StateObject private var basket = Basket()

    var body: some View {
        VStack {
            Button("Pay") { payment.showsReceipt = true }
        }
        .padding()
        .navigationDestination(isPresented: $payment.showsReceipt) {
            ReceiptView()
        }
        .environmentObject(basket)
        .font(.body)
        .navigationTitle("Payment")
    }
}

struct ShopView: View {
    var body: some View {
        NavigationStack {
            PaymentView()
        }
    }
}
