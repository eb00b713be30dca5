import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
    var body: String
}

struct NoteEditor: View {
    var note: Note

    var body: some View {
        ScrollView {
            Text(note.body)
                .padding()
        }
        .navigationTitle(note.title)
    }
}

struct NotesSplitView: View {
    var notes: [Note]

    var body: some View {
        NavigationSplitView {
            List(notes) { note in
                NavigationLink(note.title) {
                    NoteEditor(note: note)
                }
            }
            .navigationTitle("Notes")
        } detail: {
            Text("Select a note")
        }
    }
}
