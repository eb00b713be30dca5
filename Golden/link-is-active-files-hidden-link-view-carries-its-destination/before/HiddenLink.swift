import SwiftUI

// The app's own hidden-link views: their `body` is only a hidden link, which nothing in
// them can carry the destination of. A `Color.clear` of no size carries it, as the link took
// no room, and their callers (beside other views, behind one) stay as they are.
struct HiddenLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        NavigationLink(destination: destination, isActive: $isActive) {
            EmptyView()
        }
        .opacity(0)
    }
}

struct Flow<Content: View>: View {
    @Binding var isActive: Bool
    let content: () -> Content

    init(isActive: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        _isActive = isActive
        self.content = content
    }

    var body: some View {
        NavigationLink(destination: VStack { content() }, isActive: $isActive) { EmptyView() }
    }
}
