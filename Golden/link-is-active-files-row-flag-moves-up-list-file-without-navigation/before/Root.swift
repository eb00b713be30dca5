import SwiftUI

struct Root: View {
    var notes: [Note]

    var body: some View {
        NavigationView {
            NoteList(notes: notes)
        }
        .navigationViewStyle(.stack)
    }
}
