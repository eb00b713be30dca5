import SwiftUI

struct StoreHome: View {
    @State private var showsOffers = false
    @State private var showsReceipt = false

    var body: some View {
        VStack {
            Button("Offers") { showsOffers = true }
            Button("Receipt") { showsReceipt = true }
        }
        .sheet(isPresented: $showsOffers) {
            OfferList()
        }
        .fullScreenCover(isPresented: $showsReceipt) {
            ReceiptView(number: "today")
        }
    }
}
