import SwiftUI

// The sidebar keeps its selection in `@AppStorage`, under a key written as a string: the split
// view declares the same storage and its detail column reads the selection there, while the
// sidebar keeps its own and its list takes it.
struct Atlas: View {
    var body: some View {
        NavigationView {
            Regions()
            Text("Pick a region")
        }
    }
}
