import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ItemRow: View {
    let item: Item
    @Binding var showsDetail: Item?

    var body: some View {
        HStack {
            Text(item.title)
            Button("Open") { showsDetail = item }
        }
    }
}

struct ItemDetail: View {
    let item: Item
    var body: some View { Text(item.title) }
}
