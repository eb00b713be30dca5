import SwiftUI

struct Note: Identifiable {
    var id: Int
    var title: String
}

struct NotesList: View {
    let notes: [Note]
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink {
                        Text(note.title)
                            .navigationBarItems(trailing: Button("Share") {})
                    } label: {
                        Text(note.title)
                            .navigationBarTitle("Notes")
                            .navigationBarItems(trailing: Button("Done") { isEditing = false })
                    }
                }
            }
        }
    }
}
