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
        NavigationView {
            CartView()
        }
        .environmentObject(store)
        .navigationViewStyle(.stack)
        .tint(.purple)
        .preferredColorScheme(.dark)
    }
}
