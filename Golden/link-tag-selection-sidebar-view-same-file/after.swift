import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct NoteEditor: View {
    var note: Note

    var body: some View {
        Text(note.title)
    }
}

struct NotesRoot: View {
    var notes: [Note]
    @State private var selection: Note?

    var body: some View {
        NavigationSplitView {
            NoteList(notes: notes, selection: $selection)
        } detail: {
            if let note = selection {
                NoteEditor(note: note)
            } else {
                Text("Select a note")
            }
        }
    }
}

/// The sidebar's list, split out of `NotesRoot`; its links drive the root's columns.
struct NoteList: View {
    var notes: [Note]
    @Binding var selection: Note?

    var body: some View {
        List(notes, selection: $selection) { note in
            NavigationLink(note.title, value: note)
        }
    }
}

struct NoteRow: View {
    var note: Note
    @Binding var selection: Note?

    var body: some View {
        NavigationLink(tag: note, selection: $selection) {
            NoteEditor(note: note)
        } label: {
            Text(note.title)
        }
    }
}
