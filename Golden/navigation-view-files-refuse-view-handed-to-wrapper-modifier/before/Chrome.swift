import SwiftUI

// The app's own modifier puts every screen it is applied to in a navigation view.
struct Chrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView { content }
    }
}

extension View {
    func withChrome() -> some View { modifier(Chrome()) }
}
