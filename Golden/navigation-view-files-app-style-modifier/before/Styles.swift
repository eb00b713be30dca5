import SwiftUI

// The app sets navigation view styles through modifiers of its own, written on the navigation
// views in other files: they decide stack or columns there as `.navigationViewStyle` would.
// The styles inside the modifiers stay, with a finding: their uses decide what they style.
extension View {
    func phoneStack() -> some View {
        navigationViewStyle(.stack)
    }
}

struct PadColumns: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationViewStyle(.columns)
    }
}
