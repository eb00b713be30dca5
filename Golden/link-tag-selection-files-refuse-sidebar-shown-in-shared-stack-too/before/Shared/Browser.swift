// The iOS app's `NotesView` is the sidebar of its split view, and a stack in a folder both apps
// build shows `NotesView` too, which in the iOS build is the iOS one: its links, value links of
// the split view's list after the migration, would push nothing there. Refused, naming the
// stack; the Mac app's `NotesView` stays with the shared stack.
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Browser: View {
    var notes: [Note]
    @State private var sel: Int?

    var body: some View {
        NavigationView {
            NotesView(notes: notes, sel: $sel)
        }
        .navigationViewStyle(.stack)
    }
}
