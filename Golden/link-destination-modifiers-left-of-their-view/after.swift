import SwiftUI

// The destination sits far right, under its label, and its modifiers at the call's depth, left
// of it: in the closure they go one step in, under the view they modify.
struct SessionCell: View {
    let title: String

    var body: some View {
        NavigationLink {
            Text("Terminal")
                .navigationTitle(title)
                .onDisappear { print("left") }
        } label: {
            Text(title)
        }
    }
}
