import SwiftUI

struct Order {
    var id: Int
}

struct CheckoutView: View {
    var body: some View {
        Text("Checkout")
    }
}

struct OrderHistory: View {
    var body: some View {
        Text("Orders")
    }
}

struct CartView: View {
    enum Route: Hashable, Codable {
        case checkout, history
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("3 items in your cart")
                Button("Check out") {
                    if !path.contains(.checkout) {
                        path.append(.checkout)
                    }
                }
                .buttonStyle(.borderedProminent)
                Button {
                    if !path.contains(.history) {
                        path.append(.history)
                    }
                } label: {
                    Label("Past orders", systemImage: "clock")
                }

                // Fired by the buttons above.
            }
            .navigationTitle("Cart")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .checkout:
                    CheckoutView()
                case .history:
                    OrderHistory()
                }
            }
        }
    }
}
