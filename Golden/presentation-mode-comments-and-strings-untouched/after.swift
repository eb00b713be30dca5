import SwiftUI

/// Call `presentationMode.wrappedValue.dismiss()` to close; `presentationMode` is the
/// binding SwiftUI hands every presented view.
struct HelpSheet: View {
    // Was: @Environment(\.presentationMode) var mode
    @Environment(\.dismiss) var dismiss
    let hint = "presentationMode.wrappedValue.dismiss() closes the sheet"
    let recipe = """
        @Environment(\\.presentationMode) var presentationMode
        presentationMode.wrappedValue.dismiss()
        """

    var body: some View {
        VStack {
            Text(hint)
            Text(recipe)
            Button("Close") {
                /* presentationMode.wrappedValue.dismiss() would do too */
                dismiss() // closes: presentationMode
            }
        }
        .navigationTitle("uses presentationMode.wrappedValue.isPresented")
    }
}
