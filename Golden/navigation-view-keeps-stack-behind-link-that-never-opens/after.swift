import SwiftUI

struct HomeScreen: View {
    @State private var showsPromo = false

    var body: some View {
        OrderDetail(order: "today")
            .sheet(isPresented: $showsPromo) {
                // No navigation view in the sheet: this link never opens.
                NavigationLink {
                    OrderDetail(order: "promo")
                } label: {
                    Text("See the promo order")
                }
            }
    }
}

struct OrderDetail: View {
    let order: String

    var body: some View {
        NavigationStack {
            Text("Order \(order)")
                .navigationTitle(order)
        }
    }
}
