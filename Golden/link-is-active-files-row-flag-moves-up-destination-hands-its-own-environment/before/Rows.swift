// The row's destination is handed its model by a modifier written on it, which moves up with
// it: the flag moves up as any other.
import SwiftUI

final class Ledger: ObservableObject {
    static let shared = Ledger()
    @Published var total = 0
}

struct Account: Hashable {
    var name: String
}

struct LedgerView: View {
    @EnvironmentObject var ledger: Ledger
    var account: Account

    var body: some View {
        Text("\(account.name): \(ledger.total)")
    }
}

struct AccountRow: View {
    let account: Account
    @State private var showsLedger = false

    var body: some View {
        Text(account.name)
            .onTapGesture { showsLedger = true }
            .background(
                NavigationLink(destination: LedgerView(account: account).environmentObject(Ledger.shared),
                               isActive: $showsLedger) {
                    EmptyView()
                }
            )
    }
}

struct AccountList: View {
    var accounts: [Account]

    var body: some View {
        NavigationView {
            List(accounts, id: \.self) { account in
                AccountRow(account: account)
            }
        }
        .navigationViewStyle(.stack)
    }
}
