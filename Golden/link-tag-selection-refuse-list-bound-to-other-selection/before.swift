import SwiftUI

// A sidebar list bound to another selection than its links': a list takes one selection, so
// the links stay, with their navigation view, and the finding names both.
struct Item: Identifiable {
    let id = UUID()
    let name: String
}

struct Sidebar: View {
    @State private var selection: UUID?
    @State private var highlighted: UUID?
    let items = [Item(name: "Inbox"), Item(name: "Sent")]

    var body: some View {
        NavigationView {
            List(selection: $highlighted) {
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
