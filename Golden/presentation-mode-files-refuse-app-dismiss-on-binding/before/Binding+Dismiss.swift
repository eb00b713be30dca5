import SwiftUI

// The app's own `dismiss` on `Binding<PresentationMode>`: it waits and animates.
extension Binding where Value == PresentationMode {
    func dismiss(animation: Animation? = .default) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            withAnimation(animation) { wrappedValue.dismiss() }
        }
    }
}
