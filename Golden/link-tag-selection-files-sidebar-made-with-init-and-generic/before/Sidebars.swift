import SwiftUI

struct StationSidebar: View {
    @Binding var selection: String?

    var body: some View {
        List {
            NavigationLink("Central", tag: "central", selection: $selection) {
                Text("Central station")
            }
        }
    }
}

struct TagSidebar<Item: Hashable & CustomStringConvertible>: View {
    var items: [Item]
    @Binding var selection: Item?

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                NavigationLink(item.description, tag: item, selection: $selection) {
                    Text(item.description)
                }
            }
        }
    }
}
