import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
    var tags: [String]
}

struct NoteList: View {
    var notes: [Note]

    var body: some View {
        NavigationView {
            List(notes) { note in
                NoteRow(note: note)
            }
        }
        .navigationViewStyle(.stack)
    }
}
