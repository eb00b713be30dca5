import SwiftUI

struct Root: View {
    var notes: [Note]

    var body: some View {
        NavigationStack {
            NoteList(notes: notes)
        }
    }
}
