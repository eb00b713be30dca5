import SwiftUI

// The app's own hidden-link view, shown in a row of a `List`: the destination its `body`
// would carry sits in that lazy container, which SwiftUI does not support, so the link stays
// and the navigation view that shows the list with it.
struct HiddenLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        NavigationLink(destination: destination, isActive: $isActive) { EmptyView() }
            .hidden()
    }
}
