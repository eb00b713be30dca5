// The row's link is driven by `$flag.animation()`: navmigrate moves up a flag handed to the link
// as it is, so the link stays, with a finding that names the binding.
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ItemRow: View {
    let item: Item
    @State private var showsDetail = false

    var body: some View {
        HStack {
            Text(item.title)
            Button("Open") { showsDetail = true }
            NavigationLink(isActive: $showsDetail.animation()) {
                ItemDetail(item: item)
            } label: {
                EmptyView()
            }
        }
    }
}

struct ItemDetail: View {
    let item: Item
    var body: some View { Text(item.title) }
}
