// The row is declared once for iOS and once for the other platforms; only the iOS one would
// take the binding the list's view hands down, so the flag does not move up.
import SwiftUI

#if os(iOS)
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
    }
}
#else
struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(note.text)
    }
}
#endif
