// The row clears its own flag when it goes; with one flag for all the rows, moved up, that
// would close whichever row's destination is open, so the link stays, with a finding.
import SwiftUI

struct NoteRow: View {
    let note: Note
    @State private var showsNote = false

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open") { showsNote = true }
            NavigationLink(isActive: $showsNote) {
                Text(note.text)
            } label: {
                EmptyView()
            }
        }
        .onDisappear { showsNote = false }
    }
}
