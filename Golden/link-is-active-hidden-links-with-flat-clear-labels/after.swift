import SwiftUI

// `Color.clear` with no height, on the link or in its label, draws nothing and takes no
// room: such links are hidden links, fired only from code, and go as `EmptyView` ones do.
struct MenuScreen: View {
    enum Route: Hashable, Codable {
        case showsAlerts, showsWallet
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Price alerts") { if !path.contains(.showsAlerts) { path.append(.showsAlerts) } }
                Button("Wallet") { if !path.contains(.showsWallet) { path.append(.showsWallet) } }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .showsAlerts:
                    Text("Alerts")
                case .showsWallet:
                    Text("Wallet")
                }
            }
        }
    }
}
