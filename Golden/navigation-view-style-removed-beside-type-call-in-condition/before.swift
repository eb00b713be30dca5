import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationView {
            NavigationLink("Thread") { ThreadView(unread: 3) }
        }
        .navigationViewStyle(.stack)
    }
}

// `Int64(...)` in the `if` condition is not a view the style could reach: with no navigation
// view left to style, the pushed view's own style goes.
struct ThreadView: View {
    let unread: Int32

    var body: some View {
        VStack {
            if Int64(unread) > 0 {
                Text("New messages")
            }
        }
        .navigationViewStyle(.stack)
    }
}
