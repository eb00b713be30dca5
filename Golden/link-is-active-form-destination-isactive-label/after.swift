import SwiftUI

struct Account {
    var name: String
    var email: String
}

struct ProfileEditor: View {
    var account: Account

    var body: some View {
        Text("Editing \(account.name)")
    }
}

struct PrivacySettings: View {
    var body: some View {
        Text("Privacy")
    }
}

struct AccountView: View {
    let account: Account

    enum Route: Hashable, Codable {
        case editingProfile, privacy
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Profile") {
                    NavigationLink(value: Route.editingProfile) {
                        HStack {
                            Image(systemName: "person.crop.circle")
                            Text(account.name)
                        }
                    }
                }
                Section("Settings") {
                    // Privacy settings live on their own screen.
                    NavigationLink(value: Route.privacy) {
                        Label("Privacy", systemImage: "hand.raised")
                    }
                }
            }
            .navigationTitle("Account")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .editingProfile:
                    ProfileEditor(account: account)
                case .privacy:
                    PrivacySettings()
                }
            }
        }
    }
}
