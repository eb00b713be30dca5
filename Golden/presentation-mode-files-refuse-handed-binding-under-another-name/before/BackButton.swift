import SwiftUI

// A view handed its caller's `Binding<PresentationMode>` under a name of its own: found by
// its type, not its name, it gets the finding a handed binding gets, and so does its caller.
struct BackButton: View {
    let title: String
    var presentation: Binding<PresentationMode>

    var body: some View {
        Button(title) {
            presentation.wrappedValue.dismiss()
        }
    }
}
