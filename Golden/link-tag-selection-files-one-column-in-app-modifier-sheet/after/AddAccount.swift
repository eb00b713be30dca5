// The view with the links is shown in a sheet's navigation view that an app modifier in
// `extension View` writes: one column, so on iOS 17 the links become buttons that set the
// selection, which the view also reads, and the destination is presented from it.
import SwiftUI

enum Coin: Hashable, CaseIterable, Identifiable {
    case eth, sol
    var id: Self { self }
}

struct AddAccount: View {
    @State private var selectedCoin: Coin?

    var body: some View {
        List {
            ForEach(Coin.allCases) { coin in
                Button { selectedCoin = coin } label: {
                    Text(String(describing: coin))
                }
            }
        }
        .navigationTitle(selectedCoin == nil ? "Pick" : "Add")
        .navigationDestination(item: $selectedCoin) { coin in
            Text("Add \(String(describing: selectedCoin))")
        }
    }
}

extension View {
    func addAccount(isShowing: Binding<Bool>) -> some View {
        background(
            Color.clear
                .sheet(isPresented: isShowing) {
                    NavigationStack {
                        AddAccount()
                    }
                }
        )
    }
}

struct Home: View {
    @State private var adding = false
    var body: some View {
        Button("Add") { adding = true }
            .addAccount(isShowing: $adding)
    }
}
