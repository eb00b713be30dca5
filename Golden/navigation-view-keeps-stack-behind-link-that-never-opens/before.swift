import SwiftUI

struct HomeScreen: View {
    @State private var showsPromo = false

    var body: some View {
        OrderDetail(order: "today")
            .sheet(isPresented: $showsPromo) {
                // No navigation view in the sheet: this link never opens.
                NavigationLink(destination: OrderDetail(order: "promo")) {
                    Text("See the promo order")
                }
            }
    }
}

struct OrderDetail: View {
    let order: String

    var body: some View {
        NavigationView {
            Text("Order \(order)")
                .navigationTitle(order)
        }
    }
}
