import SwiftUI

// No other file names this view: it migrates.
struct CreditsScreen: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Close") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
