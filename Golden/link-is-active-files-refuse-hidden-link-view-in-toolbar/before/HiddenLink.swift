import SwiftUI

// The app's own hidden-link view, shown in a toolbar item: SwiftUI reads no
// `navigationDestination` in a toolbar's content, so the `Color.clear` its `body` would become
// could not carry the destination there; the link stays, and so do the navigation views.
struct HiddenLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        NavigationLink(destination: destination, isActive: $isActive) { EmptyView() }
            .opacity(0)
    }
}

struct QuietLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        NavigationLink(destination: destination, isActive: $isActive) { EmptyView() }
            .hidden()
    }
}

struct MutedLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        NavigationLink(destination: destination, isActive: $isActive) { EmptyView() }
            .hidden()
    }
}
