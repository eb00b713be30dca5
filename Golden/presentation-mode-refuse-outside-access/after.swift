import SwiftUI

/// A representable whose coordinator closes it through its parent.
struct ScannerView: View {
    @Environment(\.presentationMode) var presentationMode
    let onCode: (String) -> Void

    var body: some View {
        Button("Cancel") { presentationMode.wrappedValue.dismiss() }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    final class Coordinator {
        let parent: ScannerView

        init(parent: ScannerView) {
            self.parent = parent
        }

        func found(_ code: String) {
            parent.onCode(code)
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}
