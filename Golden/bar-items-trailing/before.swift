import SwiftUI

struct NotesView: View {
    @State private var notes: [String] = []

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .navigationBarItems(trailing: Button("Add") { notes.append("New note") })
        }
    }
}
