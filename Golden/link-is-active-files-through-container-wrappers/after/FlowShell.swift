import SwiftUI

/// Every sign-up screen is shown inside this shell, which gives it a navigation bar.
struct FlowShell<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationStack {
            content()
        }
    }
}

extension View {
    func inNavigation() -> some View {
        NavigationStack {
            self
        }
    }
}
