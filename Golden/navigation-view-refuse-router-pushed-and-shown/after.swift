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

struct ProfileHost {
    static func make() -> some View {
        Route.profile.screen()
    }
}

struct MenuScreen: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    Route.profile.screen()
                } label: {
                    Text("Profile")
                }
                NavigationLink {
                    Route.about.screen()
                } label: {
                    Text("About")
                }
            }
            .navigationTitle("Menu")
        }
    }
}

struct Launch: View {
    var body: some View {
        ProfileHost.make()
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
