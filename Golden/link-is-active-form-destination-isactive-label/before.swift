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
    @State private var isEditingProfile = false
    @State private var showPrivacy = false

    var body: some View {
        NavigationView {
            Form {
                Section("Profile") {
                    NavigationLink(destination: ProfileEditor(account: account), isActive: $isEditingProfile) {
                        HStack {
                            Image(systemName: "person.crop.circle")
                            Text(account.name)
                        }
                    }
                }
                Section("Settings") {
                    // Privacy settings live on their own screen.
                    NavigationLink(destination: PrivacySettings(), isActive: $showPrivacy) {
                        Label("Privacy", systemImage: "hand.raised")
                    }
                }
            }
            .navigationTitle("Account")
        }
    }
}
