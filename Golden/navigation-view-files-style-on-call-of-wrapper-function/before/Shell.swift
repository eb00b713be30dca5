import SwiftUI

/// The app's wrapper: a function called as a view, whose navigation view shows what it is
/// handed.
func NavShell<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationView {
        content()
    }
}
