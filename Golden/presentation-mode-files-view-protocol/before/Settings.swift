import SwiftUI

struct SettingsPage: BaseView {
    @Environment(\.presentationMode) private var presentationMode
    var title: String { "Settings" }

    var body: some View {
        Button("Close") {
            presentationMode.wrappedValue.dismiss()
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
