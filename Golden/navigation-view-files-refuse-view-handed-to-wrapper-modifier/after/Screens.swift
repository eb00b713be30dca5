import SwiftUI

// `Inbox` brings a navigation view of its own and is handed to `withChrome()` in another
// file: migrated, the two would be one stack inside another, so `Inbox`'s stays, with a
// finding that names where it is handed to the wrapper.
struct Inbox: View {
    var body: some View {
        NavigationView {
            Text("Inbox")
        }
    }
}

struct Root: View {
    var body: some View {
        Inbox().withChrome()
    }
}
