// The `ForEach` of the sidebar's list repeats its rows over the sidebar's own computed
// property, which the split view's detail column cannot read: refused, naming the data.
import SwiftUI
struct Note: Identifiable, Hashable { let id: Int; var title: String }
struct Notebook: View {
    var notes: [Note]
    @State private var open: Note.ID?
    var body: some View {
        NavigationView {
            NoteList(notes: notes, open: $open)
            Text("No note open")
        }
    }
}
struct NoteList: View {
    var notes: [Note]
    @Binding var open: Note.ID?
    var sorted: [Note] { notes.sorted { $0.title < $1.title } }
    var body: some View {
        List {
            ForEach(sorted) { note in NoteRow(note: note, open: $open) }
        }
    }
}
struct NoteRow: View {
    var note: Note
    @Binding var open: Note.ID?
    var body: some View {
        NavigationLink(note.title, tag: note.id, selection: $open) { Text(note.title) }
    }
}
