import SwiftUI

struct TagEditor: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.closeSheet) var closeSheet

    var body: some View {
        Button("Save") {
            dismiss()
        }
    }
}
