import SwiftUI

/// The app's wrapper, a function named as functions are, whose navigation view shows what it
/// is handed.
func inNavigation<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationView {
        content()
    }
}
