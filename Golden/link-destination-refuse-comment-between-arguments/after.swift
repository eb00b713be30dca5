import SwiftUI

struct SettingsRow: View {
    var body: some View {
        NavigationLink(
            // Opens the account screen.
            destination: AccountView()
        ) {
            Text("Account")
        }
    }
}

struct AccountView: View {
    var body: some View {
        Text("Account")
    }
}
