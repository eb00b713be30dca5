// The list view has no navigation of its own (the navigation view is in its parent's file),
// so navmigrate reads it only for what it shows; it shows rows whose flag moves up into it,
// so it is planned too, and the three files change together.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NoteList: View {
    var notes: [Note]
    @State private var showsNote: Note?

    var body: some View {
        List(notes) { note in
            NoteRow(note: note, showsNote: $showsNote)
        }
            .navigationTitle("Notes")
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
