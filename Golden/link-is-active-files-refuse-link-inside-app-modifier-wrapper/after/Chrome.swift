import SwiftUI

/// Puts a sheet's content in a navigation view of its own.
struct SheetChrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView {
            content
        }
        .navigationViewStyle(.stack)
    }
}

extension View {
    func sheetChrome() -> some View { modifier(SheetChrome()) }
}
