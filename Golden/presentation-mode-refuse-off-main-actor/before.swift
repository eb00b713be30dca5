import Dispatch
import SwiftUI

/// `dismiss` is a main-actor action; these views call the old binding from elsewhere.
struct UploadView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Upload") {
            DispatchQueue.global(qos: .userInitiated).async {
                self.presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct ExportView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Export") {
            Task.detached {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct ImportView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Import") { close() }
    }

    nonisolated func close() {
        presentationMode.wrappedValue.dismiss()
    }
}
