import SwiftUI

// Values declared before the first column and used only there stay in the sidebar of the
// split view. One that a later column uses would have to be in two places: refused.
struct AccountView: View {
    let user: String?

    var body: some View {
        NavigationView {
            let greeting = "Hello, \(user ?? "guest")"
            List {
                Text(greeting)
                Text("Settings")
            }
            Text("Pick a section")
        }
    }
}

struct InboxView: View {
    let count: Int

    var body: some View {
        NavigationView {
            let title = "Inbox (\(count))"
            List {
                Text(title)
            }
            Text(title)
        }
    }
}
