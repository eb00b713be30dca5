import SwiftUI

// Two link modifiers in one `View` extension: one pushes on a flag, the other on a selection.
// Each function is a modifier of its own, so the flag one migrates where it is applied; the
// selection one is refused on its own account, and the flag one no longer waits for it.
extension View {
    func pushes<D: View>(when isActive: Binding<Bool>, @ViewBuilder to destination: () -> D) -> some View {
        background(NavigationLink(destination: destination(), isActive: isActive) { EmptyView() })
    }

    func selects<T: Hashable>(_ tag: T, in selection: Binding<T?>) -> some View {
        NavigationLink(destination: EmptyView(), tag: tag, selection: selection) { self }
    }
}

struct Home: View {
    @State private var showsDetail = false

    var body: some View {
        NavigationView {
            Button("Open") { showsDetail = true }
                .pushes(when: $showsDetail) { Text("Detail") }
        }
    }
}
