import SwiftUI

// The column style written where the wrapper is called styles its one-child navigation view:
// a stack would drop the columns, so both stay, each with a finding that names the other.
struct LibraryScreen: View {
    var body: some View {
        inNavigation {
            List {
                Text("Shelves")
            }
        }
        .navigationViewStyle(.columns)
    }
}
