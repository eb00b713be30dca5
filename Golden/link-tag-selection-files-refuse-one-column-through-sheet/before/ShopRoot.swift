import SwiftUI

// One column, but `DealsPanel` is also shown in a sheet, with no navigation around it.
struct ShopRoot: View {
    @State private var showsDeals = false

    var body: some View {
        NavigationView {
            DealsPanel()
                .toolbar {
                    Button("Deals") { showsDeals = true }
                }
        }
        .navigationViewStyle(.stack)
        .sheet(isPresented: $showsDeals) {
            DealsPanel()
        }
    }
}
