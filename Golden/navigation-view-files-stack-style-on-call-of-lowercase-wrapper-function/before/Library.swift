import SwiftUI

// A stack style written where the wrapper is called: its navigation view becomes a stack and
// the style goes with it, in one change set.
struct LibraryScreen: View {
    var body: some View {
        inNavigation {
            List {
                Text("Shelves")
            }
        }
        .navigationViewStyle(.stack)
    }
}
