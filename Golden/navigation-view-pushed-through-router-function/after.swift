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

struct ProfileScreen: View {
    var body: some View {
        Form {
            Text("Name")
        }
        .navigationTitle("Profile")
    }
}
