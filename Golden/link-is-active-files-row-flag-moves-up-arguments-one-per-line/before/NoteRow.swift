// The rows are made with one argument per line: the flag's binding, handed down where the flag
// moves up into the list's view, takes a line of its own at the arguments' indentation (after
// the comment that ends the last argument's line).
import SwiftUI

struct NoteRow: View {
    let note: Note
    var pinned: Bool
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
    }
}
