import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NoteList: View {
    var notes: [Note]
    @State private var showsNote: Note?

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NoteRow(
                    note: note,
                    pinned: note.id == 1, // the first note stays on top
                    showsNote: $showsNote
                )
            }
            .navigationDestination(isPresented: Binding(
                get: { showsNote != nil },
                set: { if !$0 { showsNote = nil } }
            )) {
                if let note = showsNote {
                    Text(note.text)
                }
            }
        }
    }
}
