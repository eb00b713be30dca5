import SwiftUI

// No other file names this view: it migrates.
struct CreditsScreen: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}
