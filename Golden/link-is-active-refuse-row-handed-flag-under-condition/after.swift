import SwiftUI

// A row shown only under a condition, handed its link's flag: a destination on the `Form`
// would navigate whether the row is there or not, so the row and its link stay as they are.
struct SettingsView: View {
    var isSignedIn: Bool
    @State private var showingAccount = false

    var body: some View {
        NavigationView {
            Form {
                Toggle("Sounds", isOn: .constant(true))
                if isSignedIn {
                    AccountSection(showingAccount: $showingAccount)
                }
            }
        }
    }
}

struct AccountSection: View {
    @Binding var showingAccount: Bool

    var body: some View {
        Section {
            NavigationLink(isActive: $showingAccount) {
                Text("Account")
            } label: {
                Text("Your account")
            }
        }
    }
}
