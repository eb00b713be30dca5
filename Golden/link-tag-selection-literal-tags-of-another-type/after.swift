// The selection is an `Int64?` and the tags are integer literals, which took that type. As a
// value link's value a bare `1` would be an `Int`, which the list's selection would not take:
// the value says its type.
import SwiftUI

struct AccountsView: View {
    @State private var accountID: Int64?

    var body: some View {
        NavigationSplitView {
            List(selection: $accountID) {
                NavigationLink("Personal", value: 1 as Int64)
                NavigationLink("Work", value: 2 as Int64)
            }
        } detail: {
            switch accountID {
            case 1?:
                Text("Personal account")
            case 2?:
                Text("Work account")
            default:
                Text("Pick an account")
            }
        }
    }
}
