import SwiftUI

// A link whose label is a shape, given no height on the link, draws nothing: it is a hidden
// link, and goes as one (with the note on the stack's spacing), not a `Button` of no height.
// One whose shape keeps a height is a visible link (here, with the view's two own flags, a
// value link of a typed path).
struct Welcome: View {
    enum Route: Hashable, Codable {
        case showsNext, showsMore
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                Button("Next") { if !path.contains(.showsNext) { path.append(.showsNext) } }
                NavigationLink(value: Route.showsMore) {
                    Capsule()
                }
                .frame(height: 44)
                Button("More") { if !path.contains(.showsMore) { path.append(.showsMore) } }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .showsNext:
                    Text("Next")
                case .showsMore:
                    Text("More")
                }
            }
        }
    }
}
