import SwiftUI

// Code for older systems keeps the deprecated navigation it runs there, but not the old toolbar
// placement names: `.topBarLeading` and `.topBarTrailing` run back to iOS 14, as the old names
// do, so they are renamed in the `else` of an availability check and in a declaration marked
// deprecated from iOS 16 too. The navigation view in the `else` stays, with a note.
@available(iOS, deprecated: 16.0, message: "Use the stack-based editor")
struct OldNoteEditor: View {
    let close: () -> Void

    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close", action: close)
                }
            }
    }
}

struct NoteShell<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack { content }
        } else {
            NavigationView {
                content
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Text("Notes")
                        }
                    }
            }
        }
    }
}
