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
        NavigationView {
            List(selection: $selection) {
                ForEach(items) { item in
                    NavigationLink(tag: item.id, selection: $selection,
                                   destination: { Text(item.name) },
                                   label: { Text(item.name) })
                }
            }
            Text("Pick a mailbox")
        }
    }
}
