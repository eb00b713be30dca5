// The app's modifier, nearer the navigation view, sets the style SwiftUI uses; the
// `.navigationViewStyle(.stack)` written after it does not say which one applies, so the
// navigation view is refused rather than read as a stack.
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
        .adaptiveNavigation()
        .navigationViewStyle(.stack)
    }
}
