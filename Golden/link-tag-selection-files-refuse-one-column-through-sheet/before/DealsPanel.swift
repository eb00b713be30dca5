import SwiftUI

struct DealsPanel: View {
    var body: some View {
        VStack {
            Text("Deals")
            DealList()
        }
    }
}

struct DealList: View {
    @State private var openDeal: String?
    let deals = ["Spring", "Summer"]

    var body: some View {
        List {
            ForEach(deals, id: \.self) { deal in
                NavigationLink(deal, tag: deal, selection: $openDeal) {
                    Text(deal)
                }
            }
        }
    }
}
