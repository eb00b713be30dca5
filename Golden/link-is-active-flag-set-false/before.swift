import SwiftUI

struct NoteEditor: View {
    var onSave: () -> Void

    var body: some View {
        Button("Save", action: onSave)
    }
}

struct TagPicker: View {
    var onDone: () -> Void

    var body: some View {
        Button("Done", action: onDone)
    }
}

struct NotesHome: View {
    @State private var isEditingNote = false
    @State private var isPickingTags = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("New note", isActive: $isEditingNote) {
                    NoteEditor {
                        isEditingNote = false
                    }
                }
                NavigationLink("Tags", isActive: $isPickingTags) {
                    TagPicker(onDone: { self.isPickingTags = false })
                }
            }
        }
    }
}
