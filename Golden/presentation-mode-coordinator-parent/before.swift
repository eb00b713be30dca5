import SwiftUI

// A wrapped controller: its coordinator closes the sheet through `parent`,
// which it declares as the view, and it runs on the main actor.
struct ShareSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var text: String

    var body: some View {
        Text(text)
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    @MainActor
    final class Coordinator {
        var parent: ShareSheet

        init(_ parent: ShareSheet) {
            self.parent = parent
        }

        func didFinish() {
            parent.presentationMode.wrappedValue.dismiss()
        }

        func didCancel() {
            // Closed without sharing.
            self.parent.presentationMode.wrappedValue.dismiss()
        }
    }
}
