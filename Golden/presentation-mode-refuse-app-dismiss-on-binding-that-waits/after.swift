import SwiftUI

// The app's own `dismiss(delay:)` on `Binding<PresentationMode>`, declared in this file, waits
// before dismissing: `presentationMode.dismiss()` calls it, and the environment's `dismiss()`
// would not wait, so the property stays, with a finding, and the file is unchanged.
extension Binding where Value == PresentationMode {
    func dismiss(delay: Double = 0.3) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { wrappedValue.dismiss() }
    }
}

struct Receipt: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.dismiss() }
    }
}
