import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NoteList: View {
    var notes: [Note]

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Notes")) {
                    ForEach(notes) { note in
                        NoteRow(note: note)
                    }
                }
            }
        }
    }
}
