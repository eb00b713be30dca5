import SwiftUI

// The stack style given on the result of a `View` extension function that wraps its view in
// a one-column navigation view: the navigation view becomes a `NavigationStack`, which the
// style asked for, and the style goes.
extension View {
    func inReaderNavigation() -> some View {
        NavigationStack { self }
    }
}

struct ReaderScreen: View {
    var body: some View {
        Text("Chapter one")
            .inReaderNavigation()
    }
}
