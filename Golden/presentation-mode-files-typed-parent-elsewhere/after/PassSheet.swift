import SwiftUI

// This file names `AddCardView`, and reads `parent.presentationMode`; but
// `parent` is declared as a `PassSheet`, so the read is not `AddCardView`'s.
struct PassSheet: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        NavigationLink("Add a card") {
            AddCardView()
        }
    }

    @MainActor
    final class Coordinator {
        var parent: PassSheet

        init(_ parent: PassSheet) {
            self.parent = parent
        }

        func didFinish() {
            parent.dismiss()
        }
    }
}
