// The app's modifier picks the stack style with a ternary, and nothing otherwise: the default
// style stays where it picks nothing, and the one child, a sidebar list, was a column beside an
// empty detail on iPad there. Refused, as with no style.
import SwiftUI

/// Set at launch from the device.
var runsOnPhone = true

extension View {
    func phoneStack() -> some View {
        runsOnPhone ? AnyView(navigationViewStyle(.stack)) : AnyView(self)
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Novels") {
                    Text("Novels")
                }
            }
            .listStyle(.sidebar)
        }
        .phoneStack()
    }
}
