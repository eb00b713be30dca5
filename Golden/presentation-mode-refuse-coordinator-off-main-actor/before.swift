import SwiftUI

// The coordinator does not say it runs on the main actor, where `dismiss`
// must be called, so the view keeps `presentationMode`.
struct ScannerSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Text("Scanning")
    }

    final class Coordinator {
        var parent: ScannerSheet

        init(_ parent: ScannerSheet) {
            self.parent = parent
        }

        func scannerDidFinish() {
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}
