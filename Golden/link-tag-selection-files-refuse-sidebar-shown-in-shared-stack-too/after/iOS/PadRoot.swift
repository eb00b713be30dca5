import SwiftUI

struct PadRoot: View {
    var notes: [Note]
    @State private var sel: Int?

    var body: some View {
        NavigationView {
            NotesView(notes: notes, sel: $sel)
            Text("Pick a note")
        }
    }
}
