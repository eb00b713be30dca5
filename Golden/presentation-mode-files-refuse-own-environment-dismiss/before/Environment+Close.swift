import SwiftUI

// The app's own `dismiss`, from before SwiftUI had one: a closure its sheets are handed.
private struct CloseSheetKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

extension EnvironmentValues {
    var dismiss: () -> Void {
        get { self[CloseSheetKey.self] }
        set { self[CloseSheetKey.self] = newValue }
    }
}
