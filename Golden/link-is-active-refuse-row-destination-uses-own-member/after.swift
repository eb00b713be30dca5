import SwiftUI

// A row of a `List` whose link's flag the view holding the `List` hands it, but whose
// destination uses the row's own property: the destination cannot move out to the `List`,
// where `account` is not known, so both views stay as they are.
struct AccountsView: View {
    @State private var showingAccount = false

    var body: some View {
        NavigationView {
            List {
                AccountRow(account: "Savings", showingAccount: $showingAccount)
            }
            .navigationTitle("Accounts")
        }
    }
}

struct AccountRow: View {
    var account: String
    @Binding var showingAccount: Bool

    var body: some View {
        NavigationLink(destination: Text(account), isActive: $showingAccount) {
            Text(account)
        }
    }
}
