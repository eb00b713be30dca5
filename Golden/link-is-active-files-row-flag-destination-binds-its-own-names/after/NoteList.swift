import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
    var tags: [String]
}

struct NoteList: View {
    var notes: [Note]
    @State private var showsNote: Note?

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NoteRow(note: note, showsNote: $showsNote)
            }
            .navigationDestination(isPresented: Binding(
                get: { showsNote != nil },
                set: { if !$0 { showsNote = nil } }
            )) {
                if let note = showsNote {
                    List {
                        ForEach(note.tags, id: \.self) { tag in
                            let title = tag.uppercased()
                            Text(title)
                        }
                    }
                }
            }
        }
    }
}
