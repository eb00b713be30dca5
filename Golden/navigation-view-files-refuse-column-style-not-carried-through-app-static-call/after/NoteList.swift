import SwiftUI

struct NoteRow: View {
    let id: Int
    private var title: String { NotesApp.store.title(for: id) }

    var body: some View {
        NavigationLink(title) { Text(title) }
    }
}

struct NoteList: View {
    var body: some View {
        NavigationView {
            List(1..<4) { id in
                NoteRow(id: id)
            }
        }
        .navigationViewStyle(.columns)
    }
}
