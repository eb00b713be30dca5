import SwiftUI

/// Puts a screen in a navigation view of its own.
struct Chrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView {
            content
        }
        .navigationViewStyle(.stack)
    }
}
