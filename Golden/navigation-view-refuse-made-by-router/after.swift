import SwiftUI

enum Route: Hashable {
    case profile
    case about

    @ViewBuilder func screen() -> some View {
        switch self {
        case .profile: ProfileScreen()
        case .about: Text("About")
        }
    }
}

final class Router {
    func makeScreen(for route: Route) -> AnyView {
        AnyView(route.screen())
    }
}

struct ProfileScreen: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Name")
            }
        }
    }
}
