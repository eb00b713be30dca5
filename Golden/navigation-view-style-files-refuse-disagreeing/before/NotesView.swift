import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var text: String
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        NavigationView {
            List(notes) { note in
                NavigationLink(note.title) {
                    NoteEditor(note: note)
                }
            }
            Text("No note selected")
        }
    }
}

struct NoteEditor: View {
    var note: Note

    var body: some View {
        ScrollView {
            Text(note.text)
        }
        .navigationTitle(note.title)
    }
}
