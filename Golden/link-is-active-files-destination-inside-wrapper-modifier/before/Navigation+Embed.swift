import SwiftUI

extension View {
    /// Puts a screen in a navigation view of its own.
    func inOwnNavigation() -> some View {
        NavigationView { self }
    }
}
