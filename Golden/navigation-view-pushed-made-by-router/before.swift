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

struct RouteLink: View {
    let route: Route
    let title: String

    var body: some View {
        NavigationLink(destination: route.screen()) {
            Text(title)
        }
    }
}

struct MenuScreen: View {
    var body: some View {
        NavigationView {
            List {
                RouteLink(route: .profile, title: "Profile")
                RouteLink(route: .about, title: "About")
            }
        }
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
