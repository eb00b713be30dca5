import SwiftUI

struct NotesView: View {
    let notes: [Note]
    @Binding var sel: Int?

    var body: some View {
        List(notes) { note in
            NavigationLink(tag: note.id, selection: $sel) { Text(note.title) } label: { Text(note.title) }
        }
    }
}
