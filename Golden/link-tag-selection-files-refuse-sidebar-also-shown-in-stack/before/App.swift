// The sidebar view is the first column of a split view and is also shown in a one-column stack
// elsewhere: its links, value links of the split view's list after the migration, would push
// nothing in the stack. Refused, naming both places.
import SwiftUI
struct Note: Identifiable, Hashable { let id: Int; var title: String }
struct NotesView: View {
    let notes: [Note]
    @Binding var sel: Int?
    var body: some View {
        List(notes) { note in
            NavigationLink(tag: note.id, selection: $sel) { Text(note.title) } label: { Text(note.title) }
        }
    }
}
struct PadRoot: View {
    var notes: [Note]
    @State private var sel: Int?
    var body: some View {
        NavigationView {
            NotesView(notes: notes, sel: $sel)
            Text("Pick a note")
        }
    }
}
struct PhoneBrowser: View {
    var notes: [Note]
    @State private var sel: Int?
    var body: some View {
        NavigationView {
            NotesView(notes: notes, sel: $sel)
        }
        .navigationViewStyle(.stack)
    }
}
