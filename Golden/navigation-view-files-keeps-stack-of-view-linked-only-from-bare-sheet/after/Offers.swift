import SwiftUI

// Shown only in a sheet with no navigation view: its link never opens, so `ReceiptView` is
// not pushed from here and keeps its own navigation view.
struct OfferList: View {
    var body: some View {
        List {
            NavigationLink {
                ReceiptView(number: "offer")
            } label: {
                Text("See the offer's receipt")
            }
        }
    }
}

struct ReceiptView: View {
    let number: String

    var body: some View {
        NavigationStack {
            Text("Receipt \(number)")
                .navigationTitle(number)
        }
    }
}
