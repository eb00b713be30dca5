import SwiftUI

// The app's own `dismiss(delay:)` on `Binding<PresentationMode>`, declared in this file, waits
// before dismissing: `presentationMode.dismiss()` calls it, and the environment's `dismiss()`
// would not wait, so the property stays, with a finding. The navigation view migrates.
extension Binding where Value == PresentationMode {
    func dismiss(delay: Double = 0.3) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { wrappedValue.dismiss() }
    }
}

struct Receipt: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationView {
            Button("Done") { presentationMode.dismiss() }
        }
        .navigationViewStyle(.stack)
    }
}
