import SwiftUI

struct AddCardView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Save") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
