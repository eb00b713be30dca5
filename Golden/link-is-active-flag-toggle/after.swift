import SwiftUI

struct FiltersView: View {
    var body: some View {
        Text("Filters")
    }
}

struct SortView: View {
    var body: some View {
        Text("Sort")
    }
}

struct SearchResults: View {
    enum Route: Hashable, Codable {
        case filters, sort
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                HStack {
                    Button("Filters") { if let index = path.firstIndex(of: .filters) { path.removeSubrange(index...) } else { path.append(.filters) } }
                    Button("Sort") {
                        if let index = path.firstIndex(of: .sort) {
                            path.removeSubrange(index...)
                        } else {
                            path.append(.sort)
                        }
                    }
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .filters:
                    FiltersView()
                case .sort:
                    SortView()
                }
            }
        }
    }
}
