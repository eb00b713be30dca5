import SwiftUI

// Inside an extension of `EnvironmentValues`, whose members are not on the main actor,
// `dismiss` cannot be called: left, with a finding. Reading whether the view is presented is
// the values' own `isPresented`, which any code may read.
extension EnvironmentValues {
    var closeReceipt: () -> Void {
        { presentationMode.wrappedValue.dismiss() }
    }

    var showsReceipt: Bool { self.presentationMode.wrappedValue.isPresented }
}

struct ReceiptView: View {
    @Environment(\.self) private var values

    var body: some View {
        Button("Done") { values.closeReceipt() }
    }
}
