import SwiftUI

// A sidebar list already bound to the selection its links use: the list keeps it, the links
// become value links, and the detail column shows the selection.
struct Item: Identifiable {
    let id = UUID()
    let name: String
}

struct Sidebar: View {
    @State private var selection: UUID?
    let items = [Item(name: "Inbox"), Item(name: "Sent")]

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(items) { item in
                    NavigationLink(value: item.id, label: { Text(item.name) })
                }
            }
        } detail: {
            if let selection = selection, let item = items.first(where: { $0.id == selection }) {
                Text(item.name)
            } else {
                Text("Pick a mailbox")
            }
        }
    }
}
