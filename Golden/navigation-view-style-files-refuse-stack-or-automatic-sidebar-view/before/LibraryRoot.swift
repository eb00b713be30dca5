// The app's modifier picks the stack style on phones and the default one elsewhere; the one
// child is a view whose List has the sidebar style, which the default style showed as a column
// on iPad: refused, as with no style.
import SwiftUI

/// Set at launch from the device.
var runsOnPhone = true

extension View {
    @ViewBuilder
    func adaptiveNavigation() -> some View {
        if runsOnPhone {
            navigationViewStyle(.stack)
        } else {
            navigationViewStyle(.automatic)
        }
    }
}

struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            LibrarySidebar()
        }
        .adaptiveNavigation()
    }
}
