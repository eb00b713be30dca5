// A card whose two hidden links are all that the stack in its background shows: moving their
// destinations out would leave that stack empty, so the links stay, with a finding that names
// the stack rather than the card, which shows its text.
import SwiftUI

struct Note: Hashable {
    var text: String
}

struct NoteCard: View {
    let note: Note
    @State private var showsEditor = false
    @State private var showsShare = false

    var body: some View {
        Text(note.text)
            .contextMenu {
                Button("Edit") { showsEditor = true }
                Button("Share") { showsShare = true }
            }
            .background(
                VStack {
                    NavigationLink(destination: Text("Edit \(note.text)"), isActive: $showsEditor) {
                        EmptyView()
                    }
                    NavigationLink(destination: Text("Share \(note.text)"), isActive: $showsShare) {
                        EmptyView()
                    }
                }
            )
    }
}
