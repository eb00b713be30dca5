import SwiftUI

// The sidebar keeps its selection in `@AppStorage` under a key it names by a constant of its
// own, which the split view would have to name too: refused with advice to hand the selection
// down, and this navigation view waits with it.
struct Atlas: View {
    var body: some View {
        NavigationView {
            Regions()
            Text("Pick a region")
        }
    }
}
