import SwiftUI

// The app's own `preference(key:)`, with SwiftUI's label, in a file with no navigation: it puts
// what it is applied to in a `List`, so the rows' destinations would sit in its rows.
extension View {
    func preference(key: String) -> some View {
        List {
            Text(key)
            self
        }
    }
}
