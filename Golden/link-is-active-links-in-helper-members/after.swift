import SwiftUI

struct SettingsView: View {
    enum Route: Hashable, Codable {
        case account, privacy
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                accountSection
                privacyRow()
            }
            .navigationTitle("Settings")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .account:
                    AccountView()
                case .privacy:
                    PrivacyView()
                }
            }
        }
    }

    private var accountSection: some View {
        Section("Account") {
            NavigationLink("Account", value: Route.account)
        }
    }

    private func privacyRow() -> some View {
        NavigationLink("Privacy", value: Route.privacy)
    }
}

struct AccountView: View {
    var body: some View {
        Text("Account")
    }
}

struct PrivacyView: View {
    var body: some View {
        Text("Privacy")
    }
}
