// An iOS app and its Mac app each declare a `NotesView` in a folder of their own. The iOS one,
// in a stack, keeps its selection to itself: its links become plain links. The Mac one is the
// sidebar of a split view: its list takes the selection and the split view's detail shows the
// destination. Each is planned with the uses in its own folder, not with the other's, and
// neither waits for the other.
import SwiftUI

struct NotesView: View {
    var notes: [String]

    var body: some View {
        List {
            ForEach(notes, id: \.self) { note in
                NavigationLink(note) {
                    Text("Note \(note)")
                }
            }
        }
    }
}

struct PhoneRoot: View {
    var body: some View {
        NavigationStack {
            NotesView(notes: ["a", "b"])
        }
    }
}
