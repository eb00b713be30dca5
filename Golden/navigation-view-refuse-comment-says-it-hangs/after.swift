import SwiftUI

struct PortfolioTab: View {
    var body: some View {
        // NavigationStack together with the dismiss action in the detail hangs the app,
        // so this tab deliberately stays on NavigationView.
        NavigationView {
            List {
                NavigationLink("Bonds") { HoldingDetail(name: "Bonds") }
            }
            .navigationTitle("Portfolio")
        }
        .navigationViewStyle(.stack)
    }
}

struct HoldingDetail: View {
    @Environment(\.dismiss) var dismiss
    let name: String

    var body: some View {
        Button("Sell all of \(name)") { dismiss() }
    }
}
