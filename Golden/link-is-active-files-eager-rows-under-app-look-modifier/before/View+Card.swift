import SwiftUI

extension View {
    /// Only SwiftUI's own modifiers on the view: it puts the view in no list.
    func card() -> some View {
        background(Color.white)
            .cornerRadius(12)
            .padding()
    }

    /// Puts the view in a `List`, whose rows SwiftUI builds as they scroll into view.
    func listed() -> some View {
        List { self }
    }
}
