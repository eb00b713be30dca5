import SwiftUI

struct Board: View {
    var notes: [Note]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVStack {
                    ForEach(notes, id: \.self) { note in
                        NoteCard(note: note)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
