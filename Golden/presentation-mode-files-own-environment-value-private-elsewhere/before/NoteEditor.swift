import SwiftUI

struct NoteEditor: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Done" : "Close") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
