import SwiftUI

// One column, but `DealsPanel` is also shown in a sheet, with no navigation around it: its
// list's links stay, and so does this navigation view, which they work in.
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
