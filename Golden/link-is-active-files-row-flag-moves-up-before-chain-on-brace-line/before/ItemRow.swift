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
            NavigationLink(isActive: $showsDetail) {
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
