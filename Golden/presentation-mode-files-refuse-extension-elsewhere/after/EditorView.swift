import SwiftUI

// `EditorView`'s `presentationMode` is read by an extension in another file, which a rename
// here would not reach: the view is refused, both files unchanged.
struct EditorView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                Button("Done", action: close)
            }
    }
}
