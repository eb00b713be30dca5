// A split view in a folder both apps build shows `NotesView`, which the iOS app and the Mac app
// each declare in a folder of their own, with different destinations: the detail column written
// from one would name a view the other build lacks. Refused, naming the other declaration.
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Root: View {
    var notes: [Note]
    @State private var sel: Int?

    var body: some View {
        NavigationView {
            NotesView(notes: notes, sel: $sel)
            Text("Pick a note")
        }
    }
}
