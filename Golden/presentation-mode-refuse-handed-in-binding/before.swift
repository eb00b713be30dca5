import SwiftUI

// A back chevron that is handed its caller's presentation binding.
struct ChevronBackButton: View {
    var presentationMode: Binding<PresentationMode>

    var body: some View {
        Button {
            presentationMode.wrappedValue.dismiss()
        } label: {
            Image(systemName: "chevron.left")
        }
    }
}
