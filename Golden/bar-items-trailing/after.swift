import SwiftUI

struct NotesView: View {
    @State private var notes: [String] = []

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { notes.append("New note") }
                }
            }
        }
    }
}
