import SwiftUI

struct NoteEditor: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.isPresented) var isPresented

    var body: some View {
        Button(isPresented ? "Done" : "Close") {
            dismiss()
        }
    }
}
