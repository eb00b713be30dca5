// Two hidden links in `.background(...)`s written on their receivers' lines: the comments among
// their arguments go above their cases in the one destination, rather than out with the links;
// one after a destination goes with that destination's case.
import SwiftUI

struct Menu: View {
    enum Route: Hashable, Codable {
        case opens, goesOn
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open") { if !path.contains(.opens) { path.append(.opens) } }
                Button("Go on") { if !path.contains(.goesOn) { path.append(.goesOn) } }
                Text("x")
                Text("y")
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                // the detail screen
                /* set by the button */
                case .opens:
                    Text("Detail")
                /* moves along */
                case .goesOn:
                    Text("Other")
                }
            }
        }
    }
}
