import SwiftUI

// `@Environment(\.dismiss)` would read the app's closure above, not SwiftUI's action: refused.
struct TagEditor: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Save") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
