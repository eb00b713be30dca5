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

    var body: some View {
        List(notes) { note in
            NoteRow(note: note)
        }
            .navigationTitle("Notes")
    }
}
