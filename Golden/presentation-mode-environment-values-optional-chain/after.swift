import SwiftUI

// Environment values held as an optional, read through optional chaining: `dismiss` and
// `isPresented` are read the same way.
struct ReceiptView: View {
    var values: EnvironmentValues?

    var body: some View {
        Button("Done") { values?.dismiss() }
            .disabled(values?.isPresented == false)
    }
}
