import SwiftUI

struct NoteRow: View {
    let note: Note
    @Binding var showsNote: Note?

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open") { showsNote = note }
        }
    }
}
