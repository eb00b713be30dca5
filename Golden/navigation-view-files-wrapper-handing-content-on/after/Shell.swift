import SwiftUI

/// Shows its content in a pane of its own, which puts it in a navigation view.
struct Shell<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        Pane(content: content)
    }

    private struct Pane: View {
        let content: () -> Content

        var body: some View {
            NavigationStack {
                content()
            }
        }
    }
}
