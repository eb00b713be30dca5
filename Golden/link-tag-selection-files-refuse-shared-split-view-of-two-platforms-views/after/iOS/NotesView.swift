import SwiftUI

struct NotesView: View {
    let notes: [Note]
    @Binding var sel: Int?

    var body: some View {
        List(notes) { note in
            NavigationLink(tag: note.id, selection: $sel) { PhoneDetail(note: note) } label: { Text(note.title) }
        }
    }
}

struct PhoneDetail: View {
    let note: Note
    var body: some View { Text(note.title) }
}
