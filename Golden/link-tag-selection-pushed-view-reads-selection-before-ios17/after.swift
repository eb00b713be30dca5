import SwiftUI

// `CoinPicker` is pushed onto a stack, and its selection is read by more than its links (the
// footer says which coin is open). Before iOS 17 (no `navigationDestination(item:)`), one
// destination is presented while something is selected, built from the selected coin.
struct WalletView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Add account") { CoinPicker() }
            }
        }
    }
}

struct CoinPicker: View {
    @State private var openCoin: String?
    let coins = ["BTC", "ETH"]

    var body: some View {
        List {
            ForEach(coins, id: \.self) { coin in
                Button(coin) { openCoin = coin }
            }
            Text(openCoin ?? "No coin open")
        }
        .navigationDestination(isPresented: Binding(
            get: { coins.contains(where: { $0 == openCoin }) },
            set: { if !$0 { openCoin = nil } }
        )) {
            if let coin = openCoin {
                Text("New \(coin) account")
            }
        }
    }
}
