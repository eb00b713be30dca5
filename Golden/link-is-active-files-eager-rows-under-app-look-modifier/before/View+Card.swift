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

    /// SwiftUI's modifiers only, but one of them shows the view again, inside a `List`.
    func ghosted() -> some View {
        overlay(List { self }.opacity(0.01))
    }
}
