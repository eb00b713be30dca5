import SwiftUI

// The view already has a toolbar of `ToolbarItem`s: the bar items join it, after its own
// items, wherever it sits in the chain; an item shown under a condition keeps its `if`.
struct InboxView: View {
    @State private var messages = ["Welcome"]
    @State private var isEditing = false
    var canCompose: Bool

    var body: some View {
        NavigationView {
            List(messages, id: \.self) { message in
                Text(message)
            }
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete all") { messages.removeAll() }
                    }
                }
                ToolbarItemGroup(placement: .principal) {
                    Text("Inbox")
                }
            }
            .navigationBarTitle("Inbox")
            .navigationBarItems(
                leading: Button(isEditing ? "Done" : "Edit") { isEditing.toggle() },
                trailing: canCompose ? Button("Compose") { messages.append("Draft") } : nil)
        }
        .navigationViewStyle(.stack)
    }
}
