import SwiftUI

// The app's wrapper in a file of its own: its navigation view has one child and a column
// style written as SwiftUI's style type, so it stays, and the link in the content another file
// hands it stays too, with a finding that names the wrapper.
struct Frame<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        NavigationView {
            content
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}
