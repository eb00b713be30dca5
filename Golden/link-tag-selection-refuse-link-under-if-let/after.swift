import SwiftUI

// The profile link is shown only while an account is signed in, and its destination uses the
// account the `if let` binds, which the detail column has no way to test: refused, with its
// navigation view.
struct Account {
    var name: String
}

enum Pane: Hashable {
    case home, profile
}

struct Home: View {
    var account: Account?
    @State private var pane: Pane?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: Pane.home, selection: $pane) {
                    Text("Home")
                } label: {
                    Text("Home")
                }
                if let account {
                    NavigationLink(tag: Pane.profile, selection: $pane) {
                        Text(account.name)
                    } label: {
                        Text("Profile")
                    }
                }
            }
            Text("Pick a pane")
        }
    }
}
