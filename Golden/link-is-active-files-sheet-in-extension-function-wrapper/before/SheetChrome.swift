import SwiftUI

struct SheetChrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView {
            content
        }
        .navigationViewStyle(.stack)
    }
}

extension View {
    /// Every sheet of the app goes through this: a navigation view around it.
    func sheetChrome() -> some View {
        modifier(SheetChrome())
    }
}
