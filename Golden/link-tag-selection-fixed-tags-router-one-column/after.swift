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
            Button { router.page = SettingsPage.account } label: {
                Label("Account", systemImage: "person")
            }
            Button { router.page = SettingsPage.privacy } label: {
                Label("Privacy", systemImage: "lock")
            }
        }
        .navigationTitle("Settings")
        .navigationDestination(isPresented: Binding(
            get: { router.page == SettingsPage.account },
            set: { if !$0, router.page == SettingsPage.account { router.page = nil } }
        )) {
            Text("Account")
        }
        .navigationDestination(isPresented: Binding(
            get: { router.page == SettingsPage.privacy },
            set: { if !$0, router.page == SettingsPage.privacy { router.page = nil } }
        )) {
            Text("Privacy")
        }
    }
}

struct SettingsRoot: View {
    @StateObject private var router = SettingsRouter()

    var body: some View {
        NavigationStack {
            SettingsList(router: router)
        }
    }
}
