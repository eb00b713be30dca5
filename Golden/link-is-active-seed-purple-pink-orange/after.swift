import SwiftUI

struct ColorDetail: View {
    var color: Color

    var body: some View {
        color.navigationTitle(color.description)
    }
}

struct ColorList: View {
    enum Route: Hashable, Codable {
        case purple, pink, orange
    }

    @State private var path: [Route] = []


    var body: some View {
        NavigationStack(path: $path) { // This is deprecated.
            List {
                NavigationLink("Purple", value: Route.purple)
                NavigationLink("Pink", value: Route.pink)
                NavigationLink("Orange", value: Route.orange)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .purple:
                    ColorDetail(color: .purple)
                case .pink:
                    ColorDetail(color: .pink)
                case .orange:
                    ColorDetail(color: .orange)
                }
            }
        }
    }
}
