// The list's view is `Equatable` through a synthesized conformance, which a `@State` property
// moved up into it would break: the row's flag stays, with a finding at the row's call here.
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

struct NoteList: View, Equatable {
    var notes: [Note]

    var body: some View {
        NavigationView {
            List(notes) { note in
                NoteRow(note: note)
            }
        }
        .navigationViewStyle(.stack)
    }
}
