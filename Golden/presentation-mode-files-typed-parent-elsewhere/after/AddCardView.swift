import SwiftUI

struct AddCardView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Save") {
            dismiss()
        }
    }
}
