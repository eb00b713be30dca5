import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NoteList: View {
    var notes: [Note]

    var body: some View {
        NavigationView {
            List(notes) { note in
                NoteRow(
                    note: note,
                    pinned: note.id == 1 // the first note stays on top
                )
            }
        }
        .navigationViewStyle(.stack)
    }
}
