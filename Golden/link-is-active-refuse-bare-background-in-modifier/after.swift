import SwiftUI

// The app's push modifier puts its hidden link in a `background` with `self.` left out: there
// is no view before it to keep, so the link is refused, and the navigation view migrates alone.
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        background { NavigationLink(destination: screen, isActive: flag) { EmptyView() } }
    }
}

struct Gate: View {
    @State private var showsTerms = false

    var body: some View {
        NavigationStack {
            Button("Terms") { showsTerms = true }
                .opens(Text("Terms"), when: $showsTerms)
        }
    }
}
