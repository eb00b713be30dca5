// The app's modifier sets the stack style on phones and none elsewhere; the stack style written
// after it applies where the modifier sets none. Stack everywhere, so the navigation view
// becomes a NavigationStack and its own style goes with it.
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
        NavigationStack {
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
