import SwiftUI

// A wrapped controller's coordinator closes the sheet from a closure that holds it weakly,
// `self?.parent`: the same view's property as `parent`, so it becomes `dismiss` there too.
struct ShareSheet: View {
    @Environment(\.dismiss) private var dismiss
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
            Task { @MainActor [weak self] in
                self?.parent.dismiss()
            }
        }
    }
}
