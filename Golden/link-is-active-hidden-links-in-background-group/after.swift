import SwiftUI

struct PairingView: View {
    enum Route: Hashable, Codable {
        case help, done
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Hold the button for three seconds")
                Button("Paired") { if !path.contains(.done) { path.append(.done) } }
                Button("Help") { if !path.contains(.help) { path.append(.help) } }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .help:
                    Text("Try again")
                case .done:
                    Text("All set")
                }
            }
        }
    }
}
