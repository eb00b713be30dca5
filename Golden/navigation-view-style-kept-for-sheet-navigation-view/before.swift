import SwiftUI

// The stack style on the wallet's navigation view also styles the navigation view of the
// backup sheet it presents, which the app keeps (its comment says why): the wallet's becomes a
// `NavigationStack` all the same, a sheet being navigation of its own, and the style stays on
// it, with a finding, until the sheet's navigation view is migrated too.
struct WalletHome: View {
    @State private var backingUp = false

    var body: some View {
        NavigationView {
            List {
                Button("Back up") { backingUp = true }
                NavigationLink("Accounts") {
                    Text("Accounts")
                }
            }
            .navigationTitle("Wallet")
            .sheet(isPresented: $backingUp) {
                // NavigationStack is deliberately avoided here: its sheet bug loses the phrase.
                NavigationView {
                    Text("Write down your phrase")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
