// The rows are made by a reference to the row's initializer, which cannot take the binding
// of the flag that would move up here: the link stays, with a finding here.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
}

struct NoteList: View {
    var notes: [Note]

    var body: some View {
        NavigationView {
            List {
                ForEach(notes, content: NoteRow.init(note:))
            }
        }
        .navigationViewStyle(.stack)
    }
}
