import SwiftUI

struct SettingsPage: BaseView {
    @Environment(\.dismiss) private var dismiss
    var title: String { "Settings" }

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}

struct Summary: Describing {
    @Environment(\.presentationMode) var presentationMode
    var summary: String { "Summary" }

    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}
