import SwiftUI

// The hidden link is all its `if` shows, and the `if` has an `else`: taking the
// link out would leave an empty branch in its place, so it is refused.
struct Inbox: View {
    @State private var page: Int?
    let signedIn: Bool

    var body: some View {
        NavigationView {
            VStack {
                if signedIn {
                    NavigationLink(tag: 1, selection: $page, destination: { Text("Messages") }) { EmptyView() }
                } else {
                    Text("Sign in to read your messages")
                }
                Button("Messages") { page = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
