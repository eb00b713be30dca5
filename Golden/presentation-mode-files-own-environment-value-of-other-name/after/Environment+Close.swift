import SwiftUI

// The app's own environment closure under a name of its own: SwiftUI's `dismiss` is free.
private struct CloseSheetKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

extension EnvironmentValues {
    var closeSheet: () -> Void {
        get { self[CloseSheetKey.self] }
        set { self[CloseSheetKey.self] = newValue }
    }
}
