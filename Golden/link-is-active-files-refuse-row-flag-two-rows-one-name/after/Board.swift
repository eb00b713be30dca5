import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct Board: View {
    var notes: [Note]
    var tags: [Tag]

    var body: some View {
        NavigationView {
            List {
                ForEach(notes) { note in
                    NoteRow(note: note)
                }
                ForEach(tags) { tag in
                    TagRow(tag: tag)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
