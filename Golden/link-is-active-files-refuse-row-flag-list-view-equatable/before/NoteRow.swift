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
    }
}
