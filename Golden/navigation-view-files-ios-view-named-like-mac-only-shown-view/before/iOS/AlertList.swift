import SwiftUI

// The iOS app's alert list, which nothing shows yet. The macOS app has a view of the same
// name that only macOS code shows: that one is not this one, so this navigation view is no
// macOS-only code and becomes a stack.
struct AlertList: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Bitcoin") { Text("Bitcoin alerts") }
            }
        }
    }
}
