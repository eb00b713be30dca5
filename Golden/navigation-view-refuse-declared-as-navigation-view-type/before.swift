import SwiftUI

// The function says it returns a `NavigationView`, which a `NavigationStack` is not: the
// navigation view stays, with a finding that says to declare it `some View`.
func embedded<Content: View>(_ content: Content) -> NavigationView<Content> {
    NavigationView {
        content
    }
}

// Declared as `some View`, the same body migrates.
func wrapped<Content: View>(_ content: Content) -> some View {
    NavigationView {
        content
    }
    .navigationViewStyle(.stack)
}
