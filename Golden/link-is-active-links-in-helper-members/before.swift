import SwiftUI

struct SettingsView: View {
    @State private var isShowingAccount = false
    @State private var isShowingPrivacy = false

    var body: some View {
        NavigationView {
            List {
                accountSection
                privacyRow()
            }
            .navigationTitle("Settings")
        }
    }

    private var accountSection: some View {
        Section("Account") {
            NavigationLink("Account", isActive: $isShowingAccount) {
                AccountView()
            }
        }
    }

    private func privacyRow() -> some View {
        NavigationLink("Privacy", isActive: $isShowingPrivacy) {
            PrivacyView()
        }
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
