import SwiftUI

// The app's own shorthands in an extension of `NavigationLink` call the deprecated
// `init(destination:label:)` through `self.init` and `.init`: they get their destination as
// a closure, as a link written in a view does.
extension NavigationLink where Label == EmptyView, Destination == EmptyView {
    /// A link that draws nothing and goes nowhere, for a row's chevron.
    static var chevron: NavigationLink {
        self.init { EmptyView() } label: { EmptyView() }
    }

    static func placeholder() -> NavigationLink {
        .init { EmptyView() } label: { EmptyView() }
    }
}

struct Rows: View {
    var body: some View {
        List {
            NavigationLink { Text("Detail") } label: { Text("Row") }
            HStack {
                Text("Chevron row")
                NavigationLink.chevron
                NavigationLink.placeholder()
            }
        }
    }
}
