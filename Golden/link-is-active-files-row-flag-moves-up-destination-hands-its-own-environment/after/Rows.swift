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
    @Binding var showsLedger: Account?

    var body: some View {
        Text(account.name)
            .onTapGesture { showsLedger = account }
    }
}

struct AccountList: View {
    var accounts: [Account]
    @State private var showsLedger: Account?

    var body: some View {
        NavigationStack {
            List(accounts, id: \.self) { account in
                AccountRow(account: account, showsLedger: $showsLedger)
            }
            .navigationDestination(isPresented: Binding(
                get: { showsLedger != nil },
                set: { if !$0 { showsLedger = nil } }
            )) {
                if let account = showsLedger {
                    LedgerView(account: account).environmentObject(Ledger.shared)
                }
            }
        }
    }
}
