// A row with two links driven by flags of its own: both flags move up into the list's view, as
// the item the row shows, and the list takes one destination for each.
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ItemRow: View {
    let item: Item
    @State private var showsDetail = false
    @State private var showsHistory = false

    var body: some View {
        HStack {
            Text(item.title)
            Button("Open") { showsDetail = true }
            Button("History") { showsHistory = true }
            NavigationLink(isActive: $showsDetail) {
                Text(item.title)
            } label: {
                EmptyView()
            }
            NavigationLink(isActive: $showsHistory) {
                Text("History of \(item.title)")
            } label: {
                EmptyView()
            }
        }
    }
}
