// The button that sets the flag sits where a closure's parameter has the property's name:
// the flag is set to `self.note`, the row's own note, as the destination read it.
import SwiftUI

struct NoteRow: View {
    let note: Note
    @State private var showsNote = false

    var body: some View {
        HStack {
            ForEach([note]) { note in
                Button(note.text) { showsNote = true }
            }
            NavigationLink(isActive: $showsNote) {
                Text(note.text)
            } label: {
                EmptyView()
            }
        }
    }
}
