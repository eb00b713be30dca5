import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

// Each row's link is driven by a binding written by hand that reads the row's `note`: the
// binding and the destination belong to the row, so the link stays, with a finding that says
// what it is (a selection of the rows) rather than advice to name the binding, which would
// leave it reading `note` all the same.
struct NotesList: View {
    let notes: [Note]
    @State private var openID: Int?

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(
                    destination: Text(note.title),
                    isActive: Binding(get: { openID == note.id }, set: { openID = $0 ? note.id : nil })
                ) {
                    Text(note.title)
                }
            }
        }
    }
}
