import SwiftUI

/// A screen wrapper that gives its content a navigation bar.
struct Screen<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationView(content: content)
            .navigationViewStyle(.stack)
    }
}

struct ReportsView: View {
    var body: some View {
        NavigationView(content: {
            List {
                Text("Q1")
            }
            .navigationTitle("Reports")
        })
    }
}
