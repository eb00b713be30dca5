// The destination reads `title`, a constant of the row's body, which the list's view does not
// have: the flag does not move up, and the finding says why.
import SwiftUI

struct NoteRow: View {
    let note: Note
    @State private var showsNote = false

    var body: some View {
        let title = note.text.uppercased()
        HStack {
            Text(title)
            Button("Open") { showsNote = true }
            NavigationLink(isActive: $showsNote) {
                Text(title)
            } label: {
                EmptyView()
            }
        }
    }
}
