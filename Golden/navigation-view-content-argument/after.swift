import SwiftUI

/// A screen wrapper that gives its content a navigation bar.
struct Screen<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack(root: content)
    }
}

struct ReportsView: View {
    var body: some View {
        NavigationStack(root: {
            List {
                Text("Q1")
            }
            .navigationTitle("Reports")
        })
    }
}
