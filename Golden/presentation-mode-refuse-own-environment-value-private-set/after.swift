import SwiftUI

private struct CloseKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

// `private(set)` limits who sets it, not who reads it: the key path reads the app's `dismiss`.
extension EnvironmentValues {
    private(set) var dismiss: () -> Void {
        get { self[CloseKey.self] }
        set { self[CloseKey.self] = newValue }
    }
}

struct LabelEditor: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
