// The selection is an `Int64?` and the tags are integer literals, which took that type. As a
// value link's value a bare `1` would be an `Int`, which the list's selection would not take:
// the value says its type.
import SwiftUI

struct AccountsView: View {
    @State private var accountID: Int64?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Personal", tag: 1, selection: $accountID) {
                    Text("Personal account")
                }
                NavigationLink("Work", tag: 2, selection: $accountID) {
                    Text("Work account")
                }
            }
            Text("Pick an account")
        }
    }
}
