import SwiftUI

/// A representable whose coordinator closes it through a view it is handed.
struct ScannerView: View {
    @Environment(\.presentationMode) var presentationMode
    let onCode: (String) -> Void

    var body: some View {
        Button("Cancel") { presentationMode.wrappedValue.dismiss() }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    final class Coordinator {
        func found(_ code: String, in view: ScannerView) {
            view.onCode(code)
            view.presentationMode.wrappedValue.dismiss()
        }

        func cancelled(in view: ScannerView) {
            view.presentationMode.wrappedValue.dismiss()
        }
    }
}
