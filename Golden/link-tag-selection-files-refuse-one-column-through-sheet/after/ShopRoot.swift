import SwiftUI

// One column, but `DealsPanel` is also shown in a sheet, with no navigation around it.
struct ShopRoot: View {
    @State private var showsDeals = false

    var body: some View {
        NavigationStack {
            DealsPanel()
                .toolbar {
                    Button("Deals") { showsDeals = true }
                }
        }
        .sheet(isPresented: $showsDeals) {
            DealsPanel()
        }
    }
}
