import SwiftUI

struct NoteRow: View {
    let note: Note
    @State var showsNote = false

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open", action: open)
            NavigationLink(isActive: $showsNote) {
                Text(note.text)
            } label: {
                EmptyView()
            }
        }
    }
}
