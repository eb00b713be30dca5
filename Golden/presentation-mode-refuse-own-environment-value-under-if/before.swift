import SwiftUI

// The app's own `isPresented`, declared under `#if`: `@Environment(\.isPresented)` would read
// it, not SwiftUI's, so the view is left as it is.
private struct SheetShownKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
#if os(iOS)
    var isPresented: Bool {
        get { self[SheetShownKey.self] }
        set { self[SheetShownKey.self] = newValue }
    }
#endif
}

struct CheckoutSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Text(presentationMode.wrappedValue.isPresented ? "Shown" : "Hidden")
    }
}
