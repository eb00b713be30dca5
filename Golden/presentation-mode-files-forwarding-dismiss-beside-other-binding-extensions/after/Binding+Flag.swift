import SwiftUI

// Clears a flag with an animation, like a dismissal of a sheet shown by it.
extension Binding where Value == Bool {
    func dismiss() {
        withAnimation { wrappedValue = false }
    }
}
