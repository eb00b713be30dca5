import SwiftUI

private struct CloseKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

// The declaration's name on the line after `var`: still the app's own `dismiss`.
public extension EnvironmentValues {
    var
    dismiss: () -> Void {
        get { self[CloseKey.self] }
        set { self[CloseKey.self] = newValue }
    }
}
