import SwiftUI

// Settings links bound to a router's selection, which other code sets (a deep link), in one
// column: before iOS 17 each tag gets a navigationDestination presented while the selection is
// that tag; the links become buttons that set it.
enum SettingsPage: Hashable {
    case account, privacy
}

final class SettingsRouter: ObservableObject {
    @Published var page: SettingsPage?

    func open(_ page: SettingsPage) {
        self.page = page
    }
}

struct SettingsList: View {
    @ObservedObject var router: SettingsRouter

    var body: some View {
        List {
            NavigationLink(destination: Text("Account"), tag: SettingsPage.account, selection: $router.page) {
                Label("Account", systemImage: "person")
            }
            NavigationLink(destination: Text("Privacy"), tag: SettingsPage.privacy, selection: $router.page) {
                Label("Privacy", systemImage: "lock")
            }
        }
        .navigationTitle("Settings")
    }
}

struct SettingsRoot: View {
    @StateObject private var router = SettingsRouter()

    var body: some View {
        NavigationView {
            SettingsList(router: router)
        }
        .navigationViewStyle(.stack)
    }
}
