import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

struct CartView: View {
    @EnvironmentObject var store: CartStore

    var body: some View {
        List(store.items, id: \.self) { item in
            Text(item)
        }
        .navigationTitle("Cart")
    }
}

struct ShopRoot: View {
    @StateObject private var store = CartStore()

    var body: some View {
        NavigationStack {
            CartView()
        }
        .environmentObject(store)
        .tint(.purple)
        .preferredColorScheme(.dark)
    }
}
