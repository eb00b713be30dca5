import SwiftUI

struct NotesScreen: View {
    struct Note: Identifiable {
        var id = UUID()
        var text: String
        var open = false
    }

    @State var notes: [Note] = [Note(text: "Milk")]

    var body: some View {
        NavigationView {
            List {
                ForEach($notes) { note in
                    // Writing the whole element resets its flag, which popped the pushed view.
                    NavigationLink(destination: Button("Clear") { note.wrappedValue = Note(text: "") }, isActive: note.open) {
                        Text(note.text.wrappedValue)
                    }
                }
            }
        }
    }
}
