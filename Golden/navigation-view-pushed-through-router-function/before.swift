import SwiftUI

enum Route {
    case profile
    case about

    @ViewBuilder func screen() -> some View {
        switch self {
        case .profile: ProfileScreen()
        case .about: Text("About")
        }
    }
}

struct MenuScreen: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Route.profile.screen()) {
                    Text("Profile")
                }
                NavigationLink(destination: Route.about.screen()) {
                    Text("About")
                }
            }
            .navigationTitle("Menu")
        }
    }
}

struct ProfileScreen: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Name")
            }
            .navigationTitle("Profile")
        }
    }
}
