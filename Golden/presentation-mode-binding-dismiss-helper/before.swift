import SwiftUI

// `presentation.dismiss()` on the binding itself calls the helper that SwiftUIX (declared here
// in the app, for the case to compile) adds to `Binding<PresentationMode>`, which dismisses as
// `presentation.wrappedValue.dismiss()` does: it becomes `dismiss()` too.
extension Binding where Value == PresentationMode {
    func dismiss() {
        wrappedValue.dismiss()
    }
}

struct Editor: View {
    @Environment(\.presentationMode) var presentation

    var body: some View {
        NavigationView {
            Text("Editor")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { presentation.dismiss() }
                    }
                }
        }
    }
}
