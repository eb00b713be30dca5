// A bar item whose arguments are aligned under its first (`action:` under `title:`) keeps them
// under it in the `ToolbarItem` it moves into; its closure's body keeps its place against them.
import SwiftUI

struct Card: View {
    var body: some View {
        Text("Card")
            .navigationBarItems(
                leading: CloseButton(title: "Close",
                                     action: {
                                         print("close")
                                     }),
                trailing: Button(action: { print("edit") },
                                 label: { Text("Edit") })
            )
    }
}

struct CloseButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}
