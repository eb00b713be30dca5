import SwiftUI

private struct CloseKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

// Private to this file: the key path of a view in another file reads SwiftUI's `dismiss`.
private extension EnvironmentValues {
    var dismiss: () -> Void {
        get { self[CloseKey.self] }
        set { self[CloseKey.self] = newValue }
    }
}

// Disabled code declares nothing either.
#if false
extension EnvironmentValues {
    var isPresented: Bool { false }
}
#endif
