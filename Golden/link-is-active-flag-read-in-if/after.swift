import SwiftUI

struct MapScreen: View {
    var body: some View {
        Text("Map")
    }
}

struct ListScreen: View {
    var body: some View {
        Text("List")
    }
}

struct ExploreView: View {
    enum Route: Hashable, Codable {
        case map, list
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                if path.contains(.map) || path.contains(.list) {
                    Text("Returning from a screen")
                        .foregroundStyle(.secondary)
                }
                NavigationLink("Map", value: Route.map)
                NavigationLink("List", value: Route.list)
            }
            .onAppear {
                if !path.contains(.map) {
                    print("map closed")
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .map:
                    MapScreen()
                case .list:
                    ListScreen()
                }
            }
        }
    }
}
