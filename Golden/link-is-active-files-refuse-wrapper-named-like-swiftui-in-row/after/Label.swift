import SwiftUI

// The app's own `Label`, named as SwiftUI's, holds a link that code opens, and is a row of a
// `List` in another file: found as the app's, its link's destination would sit in the list, so
// the link stays and the finding names the list (read as SwiftUI's `Label`, no list was found).
struct Label: View {
    let title: String
    let opensAtOnce: Bool
    @State private var isOpen = false

    var body: some View {
        NavigationLink(destination: Text(title), isActive: $isOpen) {
            Text(title)
        }
        .onAppear { isOpen = opensAtOnce }
    }
}
