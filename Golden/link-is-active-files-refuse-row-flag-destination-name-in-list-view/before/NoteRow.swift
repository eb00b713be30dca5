// The destination reads `notePrefix`, a constant of this file; the list's view has a property
// of that name, which the destination moved up there would read instead: the link stays.
let notePrefix = "Note: "

import SwiftUI

struct NoteRow: View {
    let note: Note
    @State private var showsNote = false

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open") { showsNote = true }
            NavigationLink(isActive: $showsNote) {
                Text(notePrefix + note.text)
            } label: {
                EmptyView()
            }
        }
    }
}
