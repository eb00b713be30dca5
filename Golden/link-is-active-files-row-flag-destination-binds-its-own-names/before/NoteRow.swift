// The destination binds names of its own (a `ForEach` parameter, a `let`): they are not the
// row's, so the flag moves up with it. The button that sets the flag sits in a method whose
// parameter has the row's property's name, so the flag is set to `self.note`.
import SwiftUI

struct NoteRow: View {
    let note: Note
    @State private var showsNote = false

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open") { open(note: note) }
            NavigationLink(isActive: $showsNote) {
                List {
                    ForEach(note.tags, id: \.self) { tag in
                        let title = tag.uppercased()
                        Text(title)
                    }
                }
            } label: {
                EmptyView()
            }
        }
    }

    private func open(note: Note) {
        showsNote = true
    }
}
