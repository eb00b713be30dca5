import SwiftUI

struct StationSidebar: View {
    @Binding var selection: String?

    var body: some View {
        List(selection: $selection) {
            NavigationLink("Central", value: "central")
        }
    }
}

struct TagSidebar<Item: Hashable & CustomStringConvertible>: View {
    var items: [Item]
    @Binding var selection: Item?

    var body: some View {
        List(items, id: \.self, selection: $selection) { item in
            NavigationLink(item.description, value: item)
        }
    }
}
