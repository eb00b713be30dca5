import SwiftUI

// A forwarding `dismiss` on the binding (as SwiftUIX's) beside the app's other extensions of
// `Binding`, here and in another file: only what extends `Binding<PresentationMode>` counts,
// and it only forwards, so `mode.dismiss()` becomes the environment's `dismiss()`.
extension Binding where Value == PresentationMode {
    func dismiss() {
        wrappedValue.dismiss()
    }
}

extension Binding {
    func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { newValue in
            wrappedValue = newValue
            handler(newValue)
        })
    }
}
