import SwiftUI

struct SheetChrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationStack {
            content
        }
    }
}

extension View {
    /// Every sheet of the app goes through this: a navigation view around it.
    func sheetChrome() -> some View {
        modifier(SheetChrome())
    }
}
