// The app's modifier sets the stack style on phones only, and nothing elsewhere: there the
// navigation view keeps the default style, and its one child, a sidebar list, was a column
// beside an empty detail on iPad. Refused, as with no style.
import SwiftUI

/// Set at launch from the device.
var runsOnPhone = true

extension View {
    @ViewBuilder
    func phoneStack() -> some View {
        if runsOnPhone {
            navigationViewStyle(.stack)
        } else {
            self
        }
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
