import SwiftUI

// The app's push modifier writes a note inside a bare `background` that does not start its
// line: the note has no line of its own to go on above the `self` that would replace the
// decoration, so the link is refused, with where it sits, and the navigation view it works in
// waits with it. (A folder case: the modifier's use is read in the project pass.)
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        return background(NavigationLink(destination: screen, isActive: flag) { EmptyView() } /* pushes */)
    }
}

struct Gate: View {
    @State private var showsTerms = false

    var body: some View {
        NavigationView {
            Button("Terms") { showsTerms = true }
                .opens(Text("Terms"), when: $showsTerms)
        }
    }
}
