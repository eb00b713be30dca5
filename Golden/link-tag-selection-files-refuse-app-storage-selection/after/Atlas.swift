import SwiftUI

// The sidebar keeps its selection in `@AppStorage`: the value is shared by its key, but the
// two views' properties are not tied together in code, so the sidebar is refused with advice
// to hand the selection down, and this navigation view waits with it.
struct Atlas: View {
    var body: some View {
        NavigationView {
            Regions()
            Text("Pick a region")
        }
    }
}
