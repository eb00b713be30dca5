// Screens put in navigation views by the app's own modifiers applied where they are shown
// (`Home().inNav()`, `Other().modifier(Chrome())`): each screen's links go with that navigation
// view. `Home`'s `isActive:` link migrates together with `inNav`'s navigation view; `Other`'s
// `tag:selection:` link is refused (navmigrate plans such links only with a navigation view
// written in their view or in one that shows it), and `Chrome`'s navigation view waits for it.
import SwiftUI

struct Shell: View {
    var body: some View {
        TabView {
            Home().inNav()
            Other().modifier(Chrome())
        }
    }
}

extension View {
    func inNav() -> some View {
        NavigationView { self }
            .navigationViewStyle(.stack)
    }
}

struct Chrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView { content }
            .navigationViewStyle(.stack)
    }
}

