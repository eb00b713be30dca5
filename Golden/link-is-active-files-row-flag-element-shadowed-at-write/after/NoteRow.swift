// The button that sets the flag sits where a closure's parameter has the property's name:
// the flag is set to `self.note`, the row's own note, as the destination read it.
import SwiftUI

struct NoteRow: View {
    let note: Note
    @Binding var showsNote: Note?

    var body: some View {
        HStack {
            ForEach([note]) { note in
                Button(note.text) { showsNote = self.note }
            }
        }
    }
}
