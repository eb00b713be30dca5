// A screen put in a navigation view by the app's own modifier applied where it is shown
// (`Profile().inNavigation()`): its `isActive:` links are refused (one flag drives two), so the
// modifier's navigation view stays with its style, rather than becoming a stack around them.
import SwiftUI

struct Shell: View {
    var body: some View {
        TabView {
            Profile().inNavigation()
        }
    }
}

extension View {
    func inNavigation() -> some View {
        NavigationView { self }
            .navigationViewStyle(.stack)
    }
}
