import SwiftUI

// Another file keeps this view and reads its `presentationMode` from outside: renaming the
// property to `dismiss` here would break that file, so the view is left as it is.
struct SwatchScreen: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
