import SwiftUI

struct Board: View {
    var items: [Item]
    @State private var showsDetail: Item?
    @State private var showsHistory: Item?

    var body: some View {
        NavigationStack {
            List(items) { item in
                ItemRow(item: item, showsDetail: $showsDetail, showsHistory: $showsHistory)
            }
            .navigationDestination(isPresented: Binding(
                get: { showsDetail != nil },
                set: { if !$0 { showsDetail = nil } }
            )) {
                if let item = showsDetail {
                    Text(item.title)
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { showsHistory != nil },
                set: { if !$0 { showsHistory = nil } }
            )) {
                if let item = showsHistory {
                    Text("History of \(item.title)")
                }
            }
        }
    }
}
