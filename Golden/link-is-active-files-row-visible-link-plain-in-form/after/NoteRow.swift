// A row's visible link whose own flag nothing else uses is a plain link, in any row: its flag
// goes and nothing moves up into the view that shows the rows.
import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        NavigationLink(note.text) { Text(note.text) }
    }
}
